import { strataTsup } from '../../config/tsup.base.ts'

export default strataTsup({
  // Separate entries keep what a plain slider does not need (plugin-author helpers, layer base,
  // SSR css, the contract test helper) out of the main bundle.
  entry: [
    'src/index.ts',
    'src/kit.ts',
    'src/layers.ts',
    'src/ssr.ts',
    'src/testing.ts',
    'src/rest.ts',
    'src/loading.ts',
    'src/page.ts',
    'src/sanitize.ts',
  ],
  external: ['vitest'],
})
