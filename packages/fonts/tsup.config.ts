import { strataTsup } from '../../config/tsup.base.ts'

// `metrics` is its own entry: the plugin never pays for the families a site does not use.
export default strataTsup({ entry: ['src/index.ts', 'src/metrics.ts'] })
