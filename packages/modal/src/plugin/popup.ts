import type { GoToTarget, PluginContext } from '@strata/core'
import { animateDialog } from '../dialog/animate'
import type { ModalDialog } from '../dialog/create-dialog'
import { trapTab } from '../dialog/focus'
import { lockScroll } from '../dialog/scroll-lock'
import type { ModalSettings, ModalState } from '../types'
import type { PopupHost } from './popup-host'
import { playScene } from './scenes'

export interface PopupOptions {
  alias: string
  look: ModalSettings
  /** The slide shown when `open` names none. */
  slide?: GoToTarget
  /** The wrapper's width at the level it opens at (px). */
  width(): number
  /** Called once it is shown (the one-time cookie). */
  onShown(): void
}

/** How the pop-up opens and closes. */
export interface Popup {
  open(slide?: GoToTarget): Promise<void>
  close(): Promise<void>
  state(): ModalState
  destroy(): void
}

/**
 * Opening and closing the pop-up the controller made (docs/behaviour.md §2.2, §4.5), an
 * on-demand chunk (issue #25: nothing of it runs before the first open). Open: showModal, the
 * module comes into view (its dialog moves on screen), global layers replay, the slide asked
 * for shows, the underlay fades in over `speed`. Close: a non-carousel module's slide plays out,
 * the pop-up fades out, focus returns to the element that opened it.
 */
export function createPopup(
  ctx: PluginContext,
  parts: ModalDialog,
  o: PopupOptions,
  host: PopupHost,
): Popup {
  const { root } = ctx
  const doc = root.ownerDocument
  const { look } = o
  const { dialog, wrapper } = parts
  const playback = host.createPlayback(ctx.scheduler)
  let state: ModalState = 'hidden'
  let opener: Element | null = null
  let unlock: (() => void) | undefined
  let closing: Promise<void> | undefined
  const ms = () => (ctx.state.reducedMotion ? 0 : Math.max(0, look.speed))
  const animate = (from: number, to: number) =>
    animateDialog(playback, dialog, wrapper, from, to, ms(), host)

  /**
   * Hides the dialog now and gives focus back to what opened it; false when it was hidden. Every
   * close path ends here: the close animation, the browser closing it (Esc), and destroy.
   */
  const shut = (): boolean => {
    playback.stop()
    if (dialog.open) dialog.close()
    parts.hide()
    unlock?.()
    unlock = undefined
    const back = opener
    opener = null
    if (state === 'hidden') return false
    state = 'hidden'
    if (back instanceof HTMLElement && back.isConnected) back.focus()
    return true
  }
  const hidden = () => {
    if (shut()) ctx.emit('modal:close', { alias: o.alias })
  }

  const open = async (slide = o.slide): Promise<void> => {
    if (slide !== undefined) ctx.goTo(slide)
    if (state === 'visible' && !closing) return
    // Opened again while it closes: focus still goes back to what opened it first, not its own ×.
    if (state === 'hidden') opener = doc.activeElement
    closing = undefined
    state = 'visible'
    parts.setWidth(o.width())
    parts.show()
    dialog.style.opacity = '0'
    if (!dialog.open) dialog.showModal()
    if (look.preventScroll && !unlock) unlock = lockScroll(doc)
    parts.close.focus()
    // docs/behaviour.md §4.5: global layers start again with every open.
    playScene(ctx, 'in', [...root.querySelectorAll(`.${host.globalSlideClass} [data-layer-id]`)])
    await animate(0, 1)
    if (state === 'visible' && !closing) {
      o.onShown()
      ctx.emit('modal:open', { alias: o.alias })
    }
  }

  const close = (): Promise<void> => {
    if (state === 'hidden') return Promise.resolve()
    if (closing) return closing
    // docs/behaviour.md §4.5: closing a module that is not a carousel also closes its slide.
    if (ctx.module.settings.type !== 'carousel') {
      const current = ctx.root.querySelector(`[data-index="${ctx.state.index}"]`)
      playScene(ctx, 'out', current ? [...current.querySelectorAll('[data-layer-id]')] : [])
    }
    const done = animate(1, 0).then(() => {
      if (closing === done) {
        closing = undefined
        hidden()
      }
    })
    closing = done
    return done
  }

  const onCancel = (event: Event) => {
    // Esc: close with the animation instead of at once.
    event.preventDefault()
    void close()
  }
  const onClick = (event: Event) => {
    if (event.target === dialog) void close()
  }
  const onClose = () => {
    // A close event queued by an earlier close arrives after a new open: not this one's.
    if (dialog.open) return
    closing = undefined
    hidden()
  }
  const onKey = trapTab(dialog)
  const onCloseButton = () => void close()
  dialog.addEventListener('cancel', onCancel)
  dialog.addEventListener('click', onClick)
  dialog.addEventListener('close', onClose)
  dialog.addEventListener('keydown', onKey)
  parts.close.addEventListener('click', onCloseButton)

  return {
    open,
    close,
    state: () => state,
    destroy() {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('close', onClose)
      dialog.removeEventListener('keydown', onKey)
      parts.close.removeEventListener('click', onCloseButton)
      // Destroyed while open (`releaseModals`, a React unmount): focus must not drop to the body.
      shut()
    },
  }
}
