import { mountRotationControl } from '../a11y/rotation-control'
import type { EventBus } from '../events/bus'
import type { ModuleModel } from '../types/model'
import type { SliderState } from '../types/state'
import { bindPauseTriggers } from './pause-triggers'
import type { Slideshow } from './slideshow'

/**
 * The page side of a rotating slideshow (docs/behaviour.md §4.2, docs/accessibility.md), a chunk of its own: a module
 * whose slideshow never runs does not load it. It binds the pause triggers (focus, hover, a hidden
 * tab, a blurred window), keeps the live region `off` while the slides rotate and `polite`
 * otherwise, and puts the rotation control first in the module: the one `offered` (a plugin's,
 * through `ctx.slideshow.control`) or core's own. Arguments are positional: the caller is in the main
 * bundle, where every byte counts. Returns the function that undoes it all.
 */
export function mountRotation(
  root: HTMLElement,
  stage: HTMLElement,
  live: HTMLElement,
  offered: () => HTMLElement | undefined,
  slideshow: Slideshow,
  bus: EventBus,
  state: () => SliderState,
  { settings }: ModuleModel,
): () => void {
  // Landed after destroy (the announcer is gone with the module): a plugin's control put back
  // now would stay in server-rendered markup, or in the next slider's on this root.
  if (!root.contains(live)) return () => {}
  const speak = (): void =>
    live.setAttribute('aria-live', state().slideshow === 'running' ? 'off' : 'polite')
  speak()
  const offs = [
    bindPauseTriggers({ root, settings: settings.slideshow, browser: settings.browser, slideshow }),
    bus.on('slideshow:state', speak),
  ]
  // The chunk may land while the visitor is already in the module: it holds from now on.
  if (root.contains(root.ownerDocument.activeElement)) slideshow.pause('focus')
  if (settings.slideshow.stopOnHover && root.matches(':hover')) slideshow.pause('hover')
  /** The control offered last, first in the stage (moved only when it is not: a move blurs it). */
  const first = (): void => {
    const control = offered()
    if (control?.isConnected && stage.firstChild !== control) stage.prepend(control)
  }
  // A plugin may draw its controls again at `slide:remove` or on a state change (nav does when
  // the slides a visitor can go to change: a removal, the mobile level, a slide's loops): it
  // offers a new one then.
  const control = offered()
  if (control) {
    stage.prepend(control)
    offs.push(bus.on('slide:remove', first), bus.on('state:change', first))
  } else
    offs.push(
      mountRotationControl({
        stage,
        state,
        toggle: slideshow.toggle,
        onState: (handler) => bus.on('state:change', handler),
      }),
    )
  return () => {
    for (const off of offs) off()
  }
}
