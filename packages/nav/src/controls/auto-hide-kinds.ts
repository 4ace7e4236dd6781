import type { Control, NavEnv, Shown } from '../env'
import type { NavKindName } from '../options'
import { bindAutoHide } from './auto-hide'

const KINDS: readonly NavKindName[] = ['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber']

/**
 * Binds show / hide delays for every kind of `kinds` that is on and has any (kinds that load on
 * demand are bound once drawn); returns the cleanups.
 */
export function autoHide(
  env: NavEnv,
  controls: readonly Control[],
  shown: Readonly<Shown>,
  kinds: readonly string[] = KINDS,
): Array<() => void> {
  return KINDS.filter((kind) => kinds.includes(kind)).flatMap((kind) => {
    const data = env.nav[kind]
    const first = shown[kind]?.el
    if (!data.set || !first || ![...data.showDelay, ...data.hideDelay].some((ms) => ms > 0))
      return []
    // Arrows are two controls under one name: take every element of that kind.
    const els =
      kind === 'arrows'
        ? controls.map((c) => c.el).filter((el) => el.classList.contains('strata-arrow'))
        : [first]
    return [bindAutoHide(env, data, els)]
  })
}
// Rides in this chunk rather than one of its own: the first download names no other file for it
// (issue #25). Both are about the controls as a visitor's focus meets them.
export { keepFocus } from './keep-focus'
