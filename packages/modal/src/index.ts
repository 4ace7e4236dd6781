export { MODAL_DEFAULTS, TRIGGER_DEFAULTS } from './defaults'
export {
  MODAL_CLASS,
  MODAL_CLOSE_CLASS,
  MODAL_WRAPPER_CLASS,
  MODAL_Z_INDEX,
} from './dialog/create-dialog'
export { type OpenModalOptions, openModal, releaseModals } from './load/open-modal'
export { modalPart, parseModalTrigger } from './normalise'
export { type ModalOptions, modal } from './plugin/modal'
export { modalCookieName } from './triggers/cookie'
export { type ModalTriggerOptions, modalTrigger } from './triggers/modal-trigger'
export { HASH_OPEN_DELAY, SCROLL_TARGET_SHARE } from './triggers/timing'
export type * from './types'
