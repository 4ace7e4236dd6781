import { strataTsup } from '../../config/tsup.base.ts'

// `skins` is its own entry (`@strata/nav/skins`): the built-in skins and template fillers belong
// to the skins chunk, so `nav()` does not carry them for sliders in the default skin (issue #25).
export default strataTsup({ entry: { index: 'src/index.ts', skins: 'src/skins/index.ts' } })
