import '../page-kit/first-statement'
import { runDrag } from '../page-kit/drag-page'

// The real export with its own scenes only (no split entrance added), dragged inside one level.
runDrag(false)
