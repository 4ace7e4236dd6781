import type { Announcer } from '../a11y/announcer'
import { giveFocus } from '../a11y/give-focus'
import { mountRotationControl } from '../a11y/rotation-control'
import type { EventBus } from '../events/bus'
import type { ModuleModel } from '../types/model'
import type { SliderState } from '../types/state'
import { bindPauseTriggers } from './pause-triggers'
import type { Slideshow } from './slideshow'

/**
 * The page side of a rotating slideshow (docs/behaviour.md §4.2, docs/accessibility.md), a chunk of its own: a module
 * whose slideshow never runs does not load it. It binds the pause triggers (focus, hover, a hidden
 * tab, a blurred window), keeps the announcer's live region `off` while the slides rotate and
 * `polite` otherwise, and puts the rotation control first in the module: the one `offered` (a
 * plugin's, through `ctx.slideshow.control`) or core's own, which hides while one slide is left
 * to go to. Arguments are positional (the announcer whole, not its element): the caller is in
 * the main bundle, where every byte counts. Returns the function that undoes it all.
 */
export function mountRotation(
  root: HTMLElement,
  stage: HTMLElement,
  { element: live }: Pick<Announcer, 'element'>,
  offered: () => HTMLElement | undefined,
  slideshow: Slideshow,
  bus: EventBus,
  state: () => SliderState,
  { settings }: ModuleModel,
  navigable: () => readonly number[],
): () => void {
  // Landed after destroy (the announcer is gone with the module): a plugin's control put back
  // now would stay in server-rendered markup, or in the next slider's on this root.
  if (!root.contains(live)) return () => {}
  // One slide to go to (a narrowing, a removal, a slide's loops) leaves nothing to rotate: the
  // region and core's control are then as in a module that opens so (the chunk not loaded).
  const rotates = (): boolean => navigable().length > 1
  const speak = (): void => {
    const now = rotates() && state().slideshow === 'running' ? 'off' : 'polite'
    // Written only when it changes: it is asked at every state change.
    if (live.getAttribute('aria-live') !== now) live.setAttribute('aria-live', now)
  }
  speak()
  const offs = [
    bindPauseTriggers({ root, settings: settings.slideshow, browser: settings.browser, slideshow }),
    // Every state change: the status, and the level, count and loops the navigable slides follow.
    bus.on('state:change', speak),
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
  let own: HTMLElement | undefined
  if (control) {
    stage.prepend(control)
    offs.push(bus.on('slide:remove', first), bus.on('state:change', first))
  } else {
    const made = mountRotationControl({
      stage,
      state,
      toggle: slideshow.toggle,
      rotates,
      onState: (handler) => bus.on('state:change', handler),
    })
    own = made.button
    offs.push(made.remove)
  }
  offs.push(keepControlFocus(root, () => offered() ?? own, bus))
  return () => {
    for (const off of offs) off()
  }
}

/** Shown: in the page and not hidden by its own `display` (how core and nav hide a control). */
const shown = (el: HTMLElement): boolean => el.isConnected && el.style.display !== 'none'

/**
 * WCAG 2.4.3: the rotation control (`now()`) a visitor is on may hide (one slide left to go to, a
 * finished slideshow) or be drawn again (nav, when the slides to go to change): focus then goes
 * to the control shown in its place, else to the module's region, never to the page's body. Its
 * check runs at each state change after the control's own handlers (bound before it). Returns
 * the function that unbinds it.
 */
function keepControlFocus(
  root: HTMLElement,
  now: () => HTMLElement | undefined,
  bus: EventBus,
): () => void {
  const doc = root.ownerDocument
  const abort = new AbortController()
  const { signal } = abort
  /** The control that has focus, marked at focusin. */
  let held: HTMLElement | undefined
  root.addEventListener(
    'focusin',
    ({ target }) => {
      held = target === now() ? (target as HTMLElement) : undefined
    },
    { signal },
  )
  // Focus the visitor took out of the module, the control still shown, lets go of the mark. A
  // control taken out keeps it: some browsers send focusout then, while it is still in the page.
  root.addEventListener(
    'focusout',
    ({ target }) =>
      queueMicrotask(() => {
        if (held === target && shown(held)) held = undefined
      }),
    { signal },
  )
  const off = bus.on('state:change', () => {
    const was = held
    if (!was || shown(was)) return
    held = undefined
    const active = doc.activeElement
    // Focus that went with it falls to the body (a hidden control may keep it a while).
    if (active && active !== was && active !== doc.body) return
    const to = now()
    giveFocus(root, to && shown(to) ? to : root)
  })
  return () => {
    abort.abort()
    off()
  }
}
