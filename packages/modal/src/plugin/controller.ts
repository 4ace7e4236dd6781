import type { GoToTarget, PluginContext } from '@strata/core'
import { GLOBAL_SLIDE_CLASS } from '@strata/core'
import { at, createPlayback } from '@strata/core/kit'
import { animateDialog } from '../dialog/animate'
import { createModalDialog, type DialogLook } from '../dialog/create-dialog'
import { trapTab } from '../dialog/focus'
import { lockScroll } from '../dialog/scroll-lock'
import type { ModalApi, ModalSettings, ModalState } from '../types'
import { playScene } from './scenes'

export interface ControllerOptions {
  alias: string
  look: ModalSettings & Pick<DialogLook, 'closeLabel'>
  /** The slide shown when `open` names none. */
  slide?: GoToTarget
  /** Called once it is shown (the one-time cookie). */
  onShown(): void
}

export interface ModalController extends ModalApi {
  destroy(): void
}

/**
 * The pop-up around the module (docs/behaviour.md §2.2, §4.5): the root moves into a native
 * `<dialog>` (a marker keeps its place on the page, so destroy puts it back). Open: showModal,
 * the module comes into view (its dialog moves on screen), global layers replay, the slide asked
 * for shows, the underlay fades in over `speed`. Close: a non-carousel module's slide plays out,
 * the pop-up fades out, focus returns to the element that opened it.
 */
export function createModalController(ctx: PluginContext, o: ControllerOptions): ModalController {
  const { root } = ctx
  const doc = root.ownerDocument
  const { look } = o
  const parts = createModalDialog(doc, {
    ...look,
    label: ctx.module.settings.title || o.alias || 'Pop-up',
  })
  const { dialog, wrapper } = parts
  parts.hide()
  parts.setWidth(at(ctx.module.settings.size.width, ctx.state.level))
  const marker = doc.createComment('strata-modal')
  root.before(marker)
  wrapper.append(root)
  doc.body.append(dialog)

  const playback = createPlayback(ctx.scheduler)
  let state: ModalState = 'hidden'
  let opener: Element | null = null
  let unlock: (() => void) | undefined
  let closing: Promise<void> | undefined
  const ms = () => (ctx.state.reducedMotion ? 0 : Math.max(0, look.speed))

  /** Hides the dialog now: after the close animation, or when the browser closed it (Esc). */
  const hidden = () => {
    playback.stop()
    if (dialog.open) dialog.close()
    parts.hide()
    unlock?.()
    unlock = undefined
    const back = opener
    opener = null
    if (state === 'hidden') return
    state = 'hidden'
    if (back instanceof HTMLElement && back.isConnected) back.focus()
    ctx.emit('modal:close', { alias: o.alias })
  }

  const open = async (slide = o.slide): Promise<void> => {
    if (slide !== undefined) ctx.goTo(slide)
    if (state === 'visible' && !closing) return
    closing = undefined
    state = 'visible'
    opener = doc.activeElement
    parts.setWidth(at(ctx.module.settings.size.width, ctx.state.level))
    parts.show()
    dialog.style.opacity = '0'
    if (!dialog.open) dialog.showModal()
    if (look.preventScroll && !unlock) unlock = lockScroll(doc)
    parts.close.focus()
    // docs/behaviour.md §4.5: global layers start again with every open.
    playScene(ctx, 'in', [...root.querySelectorAll(`.${GLOBAL_SLIDE_CLASS} [data-layer-id]`)])
    await animateDialog(playback, dialog, wrapper, 0, 1, ms())
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
    const done = animateDialog(playback, dialog, wrapper, 1, 0, ms()).then(() => {
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
    open: (options) => open(options?.slide),
    close,
    state: () => state,
    dialog: () => dialog,
    destroy() {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('close', onClose)
      dialog.removeEventListener('keydown', onKey)
      parts.close.removeEventListener('click', onCloseButton)
      playback.stop()
      if (dialog.open) dialog.close()
      unlock?.()
      marker.replaceWith(root)
      dialog.remove()
    },
  }
}
