import { strataTsup } from '../../config/tsup.base.ts'

// esbuild keeps each entry's 'use client' directive on its first line; rollup's tree-shaking
// pass would drop it (React Server Components need it), so that pass stays off.
// `prepared` (`@strata/react/prepared`) is the same components for prepared modules.
export default strataTsup({
  entry: { index: 'src/index.ts', prepared: 'src/prepared.ts' },
  treeshake: false,
})
