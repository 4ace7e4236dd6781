import { MODAL_DEFAULTS } from '../defaults'
import type { ModalSettings, ModalTrigger } from '../types'

/**
 * The look fields the trigger's settings string names (the others keep `settings.modal`'s). A
 * field and its export key are `settings.modal`'s schema keys (`'background|bg'`): one list.
 */
export function pickGiven(trigger: ModalTrigger, text: string): Partial<ModalSettings> {
  const keys = new Set(text.split(';').map((pair) => pair.split(':')[0]?.trim() ?? ''))
  const out: Partial<ModalSettings> = {}
  for (const key of Object.keys(MODAL_DEFAULTS)) {
    const names = key.split('|')
    const field = names[0] as keyof ModalSettings
    if (names.some((n) => keys.has(n))) Object.assign(out, { [field]: trigger[field] })
  }
  return out
}
