import { strataTsup } from '../../config/tsup.base'

export default strataTsup()
