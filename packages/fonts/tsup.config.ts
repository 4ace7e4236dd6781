import { strataTsup } from '../../config/tsup.base.ts'

// `metrics` is its own entry: the plugin never pays for the families a site does not use.
// `fallback` too: the fallback sizing is an on-demand chunk of the plugin.
export default strataTsup({ entry: ['src/index.ts', 'src/metrics.ts', 'src/fallback.ts'] })
