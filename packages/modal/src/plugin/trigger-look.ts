import type { ModalSettings, ModalTrigger } from '../types'

/** The look fields and the keys a settings string may name them by. */
const LOOK: Record<keyof ModalSettings, readonly string[]> = {
  background: ['bg', 'background'],
  speed: ['sp', 'speed'],
  preventScroll: ['pS', 'preventScroll'],
  horizontal: ['h', 'horizontal'],
  vertical: ['v', 'vertical'],
}

/** The look fields the trigger's settings string names (the others keep `settings.modal`'s). */
export function pickGiven(trigger: ModalTrigger, text: string): Partial<ModalSettings> {
  const keys = new Set(text.split(';').map((pair) => pair.split(':')[0]?.trim() ?? ''))
  const out: Partial<ModalSettings> = {}
  for (const [field, names] of Object.entries(LOOK) as [keyof ModalSettings, string[]][])
    if (names.some((n) => keys.has(n))) Object.assign(out, { [field]: trigger[field] })
  return out
}
