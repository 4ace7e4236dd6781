import { strataTsup } from '../../config/tsup.base.ts'

export default strataTsup({ entry: ['src/index.ts', 'src/plugins.ts', 'src/define.ts'] })
