import { strataTsup } from '../../config/tsup.base.ts'

// `sources` is its own entry (`@strata/streams/sources`): the item readers belong to the feed
// chunk, so the main entry does not carry them for modules without a feed.
export default strataTsup({ entry: { index: 'src/index.ts', sources: 'src/sources/index.ts' } })
