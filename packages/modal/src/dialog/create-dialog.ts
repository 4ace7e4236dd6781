import type { ModalSettings } from '../types'

/** The pop-up's `<dialog>`; site CSS and tests select by these classes. */
export const MODAL_CLASS = 'strata-modal'
/** The box the module sits in; its content scrolls inside it (docs/behaviour.md §2.2). */
export const MODAL_WRAPPER_CLASS = 'strata-modal-wrapper'
export const MODAL_CLOSE_CLASS = 'strata-modal-close'
/** docs/behaviour.md §9 "Modal layer z-index 999999", for pages where a stacking context needs it. */
export const MODAL_Z_INDEX = 999999

/** Where a closed pop-up waits: a screen width and more to the left, out of every viewport check. */
const OFF_SCREEN = '-200vw'
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const
const ALIGN = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const

export interface ModalDialog {
  dialog: HTMLDialogElement
  wrapper: HTMLElement
  close: HTMLButtonElement
  /** The wrapper's width: the module's grid width at the level it opens at, at most the window. */
  setWidth(px: number): void
  /** Shown: laid out in place (before `showModal`). */
  show(): void
  /**
   * Hidden: laid out but out of sight and off-screen, so the module keeps its real width while
   * closed (core measures it) yet counts as out of view and takes no focus or pointer.
   */
  hide(): void
}

export interface DialogLook extends Pick<ModalSettings, 'background' | 'horizontal' | 'vertical'> {
  /** The dialog's accessible name: the module's title, else its alias. */
  label: string
  /** The close control's accessible name. */
  closeLabel: string
}

/**
 * A full-screen native `<dialog>` (opened with `showModal()`, so the page behind is inert): the
 * dialog itself is the underlay, coloured `background`; the wrapper is aligned inside it by flex.
 * A click on the dialog outside the wrapper is a click on the underlay.
 */
export function createModalDialog(doc: Document, look: DialogLook): ModalDialog {
  const dialog = doc.createElement('dialog')
  dialog.className = MODAL_CLASS
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-label', look.label)
  // One string, not a list joined: the same declarations in fewer bytes (issue #25).
  dialog.style.cssText = `position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;box-sizing:border-box;overflow:hidden;display:flex;z-index:${MODAL_Z_INDEX};background:${look.background};justify-content:${JUSTIFY[look.horizontal]};align-items:${ALIGN[look.vertical]}`
  const wrapper = doc.createElement('div')
  wrapper.className = MODAL_WRAPPER_CLASS
  wrapper.style.cssText =
    'position:relative;box-sizing:border-box;max-width:100%;max-height:100%;overflow:auto'
  const close = doc.createElement('button')
  close.type = 'button'
  close.className = MODAL_CLOSE_CLASS
  close.setAttribute('aria-label', look.closeLabel)
  close.textContent = '×'
  close.style.cssText =
    'position:absolute;top:8px;right:8px;z-index:2;width:40px;height:40px;border:0;border-radius:50%;background:#111;color:#fff;font:24px/40px sans-serif;cursor:pointer'
  wrapper.append(close)
  dialog.append(wrapper)
  return {
    dialog,
    wrapper,
    close,
    setWidth(px) {
      wrapper.style.width = `min(100%, ${Math.round(px)}px)`
    },
    show() {
      dialog.style.visibility = ''
      dialog.style.transform = ''
    },
    hide() {
      dialog.style.visibility = 'hidden'
      dialog.style.transform = `translateX(${OFF_SCREEN})`
    },
  }
}
