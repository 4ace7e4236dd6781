import type { AnyPlugin, GoToTarget, Plugin } from '@strata/core'
import { shape } from '@strata/core/kit'
import { MODAL_DEFAULTS } from '../defaults'
import { modalPart, parseModalTrigger } from '../normalise'
import { oneTimeCookie } from '../triggers/cookie'
import { watchLater } from '../triggers/watch-later'
import type { ModalApi, ModalSettings } from '../types'
import { createModalController, type ModalController } from './controller'
import { openModalAction } from './layer-action'
import { registerModal } from './registry'
import { pickGiven } from './trigger-look'

export interface ModalOptions {
  /**
   * The module is a pop-up: it moves into a `<dialog>` and shows only when opened. `false`: it
   * stays on the page as a normal element (opening it as a pop-up is refused, docs/behaviour.md
   * §8) and only its layer actions open other modules. @default true
   */
  popup?: boolean
  /**
   * The trigger settings string (docs/data-format/modal.md): `'t:2000;co:7;so:#offer'`. Its look
   * keys (sp, bg, pS, v, h) win over `settings.modal`. Without one the pop-up opens only by
   * `openModal` or a layer action, and the watchers' chunk is never loaded; an empty or
   * non-text value is reported and ignored.
   * @default undefined
   */
  trigger?: string
  /** The alias `openModal`, the hash trigger and the cookie use. @default settings.alias */
  alias?: string
  /** The slide an open shows when it names none. @default undefined (the current slide) */
  slide?: GoToTarget
  /** The close control's accessible name. @default 'Close' */
  closeLabel?: string
  /** Plugins for modules the "open modal" layer action loads by alias. @default () => [] */
  plugins?: () => readonly AnyPlugin[]
}

/**
 * `modal()`: the module as an accessible pop-up (docs/behaviour.md §2.2, §3, §4.5) on a native
 * `<dialog>`, opened by its trigger, by `openModal(alias)` or by the "open modal" layer action
 * (registered with the actions plugin when it is installed).
 */
export function modal(options: ModalOptions = {}): Plugin<'modal', ModalOptions, ModalApi> {
  return {
    name: 'modal',
    options,
    normalise: modalPart,
    setup(ctx) {
      const { settings } = ctx.module
      const doc = ctx.root.ownerDocument
      const win = doc.defaultView ?? globalThis.window
      const alias = options.alias ?? settings.alias ?? ''
      const offs: Array<() => void> = []
      // The "open modal" layer action; the actions plugin may be set up after this one. The
      // loads it starts end with this slider.
      let action: (() => void) | undefined
      const register = () => {
        action ??= ctx
          .plugin('actions')
          ?.register('openModal', openModalAction(ctx, options.plugins, modal))
      }
      register()
      offs.push(ctx.on('module:ready', register), () => action?.())

      let controller: ModalController | undefined
      if (options.popup === false) {
        offs.push(registerModal(doc, alias, { popup: false, open: async () => {} }))
      } else {
        const look: ModalSettings = settings.modal ?? shape({}, MODAL_DEFAULTS, () => {}, '')
        const trigger =
          options.trigger === undefined
            ? undefined
            : parseModalTrigger(options.trigger, ctx.services.report, 'plugins.modal.trigger')
        const cookie = oneTimeCookie(doc, alias)
        const own = trigger ? { ...look, ...pickGiven(trigger, options.trigger ?? '') } : look
        const made = createModalController(ctx, {
          alias,
          look: { ...own, closeLabel: options.closeLabel ?? 'Close' },
          slide: options.slide,
          onShown: () => cookie.remember(trigger?.cookieDays ?? 0),
        })
        controller = made
        offs.push(registerModal(doc, alias, { popup: true, open: (slide) => made.open({ slide }) }))
        if (trigger)
          offs.push(
            watchLater(trigger, {
              win,
              alias,
              report: ctx.services.report,
              path: 'plugins.modal.trigger',
              // docs/behaviour.md §4.5: a one-time modal is not shown again while its cookie holds.
              open: () => {
                if (!cookie.held()) void made.open()
              },
            }),
          )
        offs.push(() => made.destroy())
      }
      const idle: ModalApi = {
        open: async () => {},
        close: async () => {},
        state: () => 'hidden',
        dialog: () => undefined,
      }
      const c = controller
      return {
        api: c ? { open: c.open, close: c.close, state: c.state, dialog: c.dialog } : idle,
        destroy() {
          for (const off of offs.splice(0).reverse()) off()
        },
      }
    },
  }
}
