import type { Control, NavEnv } from '../env'
import type { NavKindName } from '../options'
import { bindAutoHide } from './auto-hide'

const KINDS: readonly NavKindName[] = ['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber']

/** Binds show / hide delays for every kind that is on and has any; returns the cleanups. */
export function autoHide(
  env: NavEnv,
  controls: readonly Control[],
  named: ReadonlyMap<string, HTMLElement>,
): Array<() => void> {
  return KINDS.flatMap((kind) => {
    const data = env.nav[kind]
    const first = named.get(kind)
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
