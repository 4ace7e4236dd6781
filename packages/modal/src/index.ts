/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/modal'

export { MODAL_DEFAULTS, TRIGGER_DEFAULTS } from './defaults'
export { modalPart, parseModalTrigger } from './normalise'
export type * from './types'
