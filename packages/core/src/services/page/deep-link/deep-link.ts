import type { ModuleModel } from '../../../types/model'
import type { Plugin } from '../../../types/plugin'
import { hashToIndex, slideHashName } from './hash'

export interface DeepLinkOptions {
  /**
   * Write the shown slide's name into the hash: `'auto'` follows the module's
   * `settings.browser.useURLDeeplink`, `true`/`false` force it.
   * @default 'auto'
   */
  write?: boolean | 'auto'
  /** Follow later hash changes (back/forward, in-page links). @default true */
  follow?: boolean
  /** The window whose location is read; tests pass their own. @default globalThis.window */
  win?: Window
}

const DEFAULTS = { write: 'auto', follow: true } as const

/**
 * `deepLink()` (docs/behaviour.md §2 "Deep link"): on load and on `hashchange` the page hash selects a
 * slide by deep-link name or `slideN` (1-based), valid positions only; in deep-link mode showing
 * a slide writes its name into the hash with `history.replaceState` (no scroll jump, no new
 * history entry, no `hashchange`).
 */
export function deepLink(options: DeepLinkOptions = {}): Plugin<'deep-link', DeepLinkOptions> {
  const opts = { ...DEFAULTS, ...options }
  const win = (): Window | undefined => opts.win ?? globalThis.window
  function firstFromHash(model: ModuleModel): void {
    const index = hashToIndex(win()?.location.hash ?? '', model.slides)
    // New records, not a write into them: a prepared module's settings are the page's data, which
    // another slider (or a later render) may open too.
    if (index !== null) {
      const { settings } = model
      model.settings = { ...settings, slideshow: { ...settings.slideshow, firstSlide: index + 1 } }
    }
  }
  return {
    name: 'deep-link',
    options: opts,
    normalise: {
      // The first slide is chosen before anything shows, so the hash's slide shows at once
      // instead of sliding in from the first one.
      module: (_raw, model) => firstFromHash(model),
    },
    // A prepared module was read ahead, away from the visitor's address: its hash is read here.
    prepare: async (_data, { model }) => {
      if (model) firstFromHash(model)
    },
    setup(ctx) {
      const w = win()
      if (!w) return undefined
      const writes = opts.write === 'auto' ? ctx.module.settings.browser.useURLDeeplink : opts.write
      let written = ''
      const onHash = (): void => {
        // Our own write needs no navigation (replaceState fires no hashchange, but a site may).
        if (w.location.hash === written) return
        const index = hashToIndex(w.location.hash, ctx.module.slides)
        if (index !== null && index !== ctx.state.index) ctx.goTo(index)
      }
      const offs = [
        ctx.on('slide:after', ({ index }) => {
          if (!writes) return
          written = `#${encodeURIComponent(slideHashName(ctx.module.slides[index], index))}`
          if (w.location.hash !== written) w.history.replaceState(w.history.state, '', written)
        }),
      ]
      if (opts.follow) {
        w.addEventListener('hashchange', onHash)
        offs.push(() => w.removeEventListener('hashchange', onHash))
      }
      return {
        destroy() {
          for (const off of offs.splice(0)) off()
        },
      }
    },
  }
}
