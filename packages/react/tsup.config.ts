import { strataTsup } from '../../config/tsup.base.ts'

// esbuild keeps the entry's 'use client' directive on the first line; rollup's tree-shaking
// pass would drop it (React Server Components need it), so that pass stays off.
export default strataTsup({ treeshake: false })
