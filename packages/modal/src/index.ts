export { MODAL_DEFAULTS, TRIGGER_DEFAULTS } from './defaults'
export { modalPart, parseModalTrigger } from './normalise'
export type * from './types'
