import { strataTsup } from '../../config/tsup.base.ts'

// `layout` is its own entry (`@strata/carousel/layout`): the geometry belongs to the runtime
// chunk a carousel module loads, so `carousel()` does not carry it for other modules (issue #25).
export default strataTsup({ entry: { index: 'src/index.ts', layout: 'src/layout.ts' } })
