import type { GoToTarget, PluginContext } from '@strata/core'
import { at, onceChunk } from '@strata/core/kit'
import { createModalDialog, type DialogLook } from '../dialog/create-dialog'
import type { ModalApi, ModalSettings } from '../types'
import type { Popup } from './popup'
import { popupHost } from './popup-host'

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

/** The pop-up's open and close (plugin/popup.ts): an on-demand chunk, one for the page. */
const popupChunk = onceChunk(() => import('./popup'))

/**
 * The pop-up around the module (docs/behaviour.md §2.2, §4.5): the root moves into a native
 * `<dialog>` at once, hidden (a marker keeps its place on the page, so destroy puts it back,
 * unless the page has taken it out of the dialog since), so the module lays out at the width it
 * opens at. How it opens and closes is a chunk (issue #25:
 * none of it runs before the first open), loaded once the module is ready; an open asked for
 * before it arrives waits for it, and one it cannot load is reported and stays closed.
 */
export function createModalController(ctx: PluginContext, o: ControllerOptions): ModalController {
  const { root } = ctx
  const doc = root.ownerDocument
  const parts = createModalDialog(doc, {
    ...o.look,
    label: ctx.module.settings.title || o.alias || 'Pop-up',
  })
  const width = () => at(ctx.module.settings.size.width, ctx.state.level)
  parts.hide()
  parts.setWidth(width())
  const marker = doc.createComment('strata-modal')
  root.before(marker)
  parts.wrapper.append(root)
  doc.body.append(parts.dialog)

  let popup: Popup | undefined
  let live = true
  const load = (): Promise<Popup | undefined> =>
    popupChunk.load().then((chunk) => {
      if (live) popup ??= chunk.createPopup(ctx, parts, { ...o, width }, popupHost)
      return popup
    })
  const offReady = ctx.on('module:ready', () => void load().catch(() => undefined))

  return {
    open: async (options) => {
      const ready =
        popup ??
        (await load().catch((error: unknown) => {
          if (live)
            ctx.services.report(
              'plugins.modal',
              `the pop-up could not be loaded (${(error as Error)?.message ?? error}); it stays closed`,
            )
          return undefined
        }))
      await ready?.open(options?.slide)
    },
    close: () => popup?.close() ?? Promise.resolve(),
    state: () => popup?.state() ?? 'hidden',
    dialog: () => parts.dialog,
    destroy() {
      live = false
      offReady()
      popup?.destroy()
      // Back to its place, unless the page took it out of the dialog meanwhile (removed it, or
      // moved it): a root the page removed must not come back.
      if (root.parentNode === parts.wrapper) marker.replaceWith(root)
      else marker.remove()
      parts.dialog.remove()
    },
  }
}
