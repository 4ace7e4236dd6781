import '../page-kit/first-statement'
import { runDrag } from '../page-kit/drag-page'

// The real-export module, with the bench's split entrance, dragged inside one level.
runDrag(true)
