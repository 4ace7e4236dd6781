import { strataTsup } from '../../config/tsup.base.ts'

export default strataTsup()
