import type { PauseReason, SliderState } from '../types/state'

/** Its names, by what a press does (WAI-ARIA carousel pattern: the label says the action). */
export const STOP_LABEL = 'Stop slide rotation'
export const START_LABEL = 'Start slide rotation'
export const ROTATION_CLASS = 'strata-rotation'

/** The visitor's own pause reasons (as the slideshow's toggle reads them): a press starts again. */
const VISITOR: readonly PauseReason[] = ['api', 'user', 'motion', 'slide']

/** The visitor (or reduced motion, or a stop slide) stopped the rotation: the control offers Start. */
export function visitorStopped({ pauseReasons }: Pick<SliderState, 'pauseReasons'>): boolean {
  return pauseReasons.some((reason) => VISITOR.includes(reason))
}

export interface RotationControlDeps {
  stage: HTMLElement
  state(): SliderState
  toggle(): void
  /** Two or more slides to go to: with one, nothing rotates and the control hides. */
  rotates(): boolean
  /** Calls `handler` on every state change; returns the unsubscribe. */
  onState(handler: () => void): () => void
}

// A 36 px round button in the top-left corner (the nav's arrows and pause sit elsewhere); two
// bars or a triangle, drawn by borders so no font or icon is needed.
const BUTTON_CSS =
  'position:absolute;z-index:21;top:12px;left:12px;width:36px;height:36px;margin:0;padding:0;border:0;border-radius:50%;background:rgba(0,0,0,.6);color:#fff;cursor:pointer;place-items:center'
const PAUSE_ICON =
  'width:12px;height:14px;box-sizing:border-box;border:solid currentColor;border-width:0 4px'
const PLAY_ICON =
  'width:0;height:0;margin-left:4px;border:solid transparent;border-width:7px 0 7px 12px;border-left-color:currentColor'

/**
 * Core's minimal rotation control (docs/accessibility.md): shown when a module
 * auto-rotates and no plugin offered its own (`ctx.slideshow.control`), as the first element of
 * the stage, so it comes first in the module's tab order. Loaded on demand: a module that does not
 * rotate never fetches it. Returns the button and the function that removes it.
 */
export function mountRotationControl({
  stage,
  state,
  toggle,
  rotates,
  onState,
}: RotationControlDeps): { button: HTMLElement; remove(): void } {
  const doc = stage.ownerDocument
  const button = doc.createElement('button')
  const icon = doc.createElement('span')
  button.type = 'button'
  button.className = ROTATION_CLASS
  button.style.cssText = BUTTON_CSS
  icon.setAttribute('aria-hidden', 'true')
  button.append(icon)
  button.addEventListener('click', toggle)
  const update = (): void => {
    const now = state()
    const stopped = visitorStopped(now)
    button.setAttribute('aria-label', stopped ? START_LABEL : STOP_LABEL)
    icon.style.cssText = stopped ? PLAY_ICON : PAUSE_ICON
    // A finished slideshow cannot start again, and one slide has nothing to rotate: nothing to
    // offer (it comes back with a level that brings slides to go to).
    button.style.display = now.slideshow === 'finished' || !rotates() ? 'none' : 'grid'
  }
  update()
  stage.prepend(button)
  const off = onState(update)
  return {
    button,
    remove() {
      off()
      button.remove()
    },
  }
}
