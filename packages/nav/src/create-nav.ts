import type { PartNormaliser, Plugin, PrepareContext } from '@strata/core'
import { ownSheet } from '@strata/core/kit'
import { type ChunkName, chunk, chunksFor, loadChunk } from './chunks'
import { createArrows } from './controls/arrows'
import { createList } from './controls/list'
import { createPlayButton } from './controls/play'
import { el } from './dom'
import type { Control, NavEnv, Shown } from './env'
import { bindKeyboard } from './input/keyboard'
import { bindSwipe } from './input/swipe'
import { LAZY_KINDS, type LazyKind, type LazyKindName } from './kinds'
import { later } from './lazy'
import type { NavApi, NavKindName, NavOptions } from './options'
import { kit } from './shared'
import { BASE_CSS } from './skins/base-css'
import type { ResolvedSkin } from './skins/resolve'
import { plainSkin, plainSkinOf } from './skins/strata-skin'
import type { NavSettings, ProgressBar } from './types'

/**
 * What is lost when an optional chunk could not be loaded (reported at `settings.nav`). The
 * sanitiser's is reported where a template needs it, which tries it again (set-template.ts).
 */
const LOST: Partial<Record<ChunkName, string>> = {
  skins: 'the skins code could not be loaded; the default skin is used',
  autoHide: 'the show and hide delays code could not be loaded; the controls always show',
  wheel: 'the wheel code could not be loaded; the wheel does not step the slides',
}

/** The settings nav reads. */
export interface NavData {
  nav: NavSettings
  progressBar: ProgressBar
}

/**
 * The settings the data sets, for the chunks `prepare` loads (undefined: none known): read from
 * raw data (`nav`), or taken from a prepared module's model (`@strata/nav/prepared`), which may
 * set `plugin.normalise` (a part loaded on demand for raw data).
 */
export type ReadNav = (
  data: unknown,
  context: PrepareContext,
  plugin: Plugin<'nav', NavOptions, NavApi>,
) => NavData | undefined | Promise<NavData | undefined>

/**
 * Navigation for a Strata module: arrows, bullets, tabs, thumbnails, scrubber, progress bar,
 * a pause/play button, keyboard, swipe and wheel, as `settings.nav` / `settings.progressBar` ask.
 * `normalise`: its part of the normaliser, if it brings it; `read`: see {@link ReadNav}.
 */
export function createNav(
  options: NavOptions,
  normalise: PartNormaliser | undefined,
  read: ReadNav,
): Plugin<'nav', NavOptions, NavApi> {
  const extraSkins = options.skins ?? {}
  const plugin: Plugin<'nav', NavOptions, NavApi> = {
    name: 'nav',
    options,
    normalise,
    // The optional code the data turns on (chunks.ts) loads before the first paint; a load that
    // fails is reported by `setup`, which finds it missing.
    async prepare(data, context) {
      const set = await read(data, context, plugin)
      if (set) await Promise.allSettled(chunksFor(set.nav, extraSkins).map(loadChunk))
      return data
    },
    setup(ctx) {
      const { settings, slides } = ctx.module
      // Filled (with `progressBar`) by nav's part of the normaliser, here or in `prepareModule`;
      // a prepared module without them is reported by `prepare`.
      const { nav, progressBar } = settings as Partial<NavData>
      if (!nav || !progressBar) return
      // By kind, what the last drawing made: the api's answers, and what the delays bind.
      let shown: Shown = {}
      // The slides a visitor can go to, as the last drawing had them ('' once destroyed).
      let ways = ''
      // Each kind's skin, resolved once per slider: a bad skin name or template is said once,
      // not at each drawing.
      const skins: Partial<Record<NavKindName, ResolvedSkin>> = {}
      // Each on-demand kind's code, asked for once per slider: one that failed is said once and
      // not fetched again at the next drawing (it stays away, as its report says).
      const kinds: Partial<Record<LazyKindName, Promise<LazyKind | undefined>>> = {}
      // A chunk the data needs that `prepare` could not load: said once (not at each drawing),
      // the rest works.
      for (const name of chunksFor(nav, extraSkins)) {
        const lost = LOST[name]
        if (!chunk(name) && lost) ctx.services.report('settings.nav', lost)
      }
      /** Draws every control the data turns on, binds the keys, swipe and wheel; returns an erase. */
      const draw = () => {
        const navigable = ctx.navigable()
        const doc = ctx.root.ownerDocument
        const { stage } = ctx.dom
        const env: NavEnv = {
          ctx,
          doc,
          nav,
          progressBar,
          options: { playButton: true, ...options, skins: extraSkins },
          items: navigable.filter((i) => !slides[i]?.slideshow.hideFromNav),
          // Core's grid box: its x is how far the grid sits in from the module's left side.
          gridInset: () => Math.max(0, ctx.dom.grid().x),
          kit,
          step(via, target, swipe) {
            ctx.emit('nav:step', { via, target })
            ctx.goTo(target, { user: true, swipe })
          },
          skin(kind) {
            const data = nav[kind]
            const full = chunk('skins')
            // Arrows and bullets in the default skin as it comes need no skins chunk; the kinds
            // that load on demand bring it (kinds.ts).
            skins[kind] ??=
              (kind === 'arrows' || kind === 'bullets') && (!full || plainSkin(data, extraSkins))
                ? plainSkinOf(kind)
                : (full as NonNullable<typeof full>).resolveSkin(kind, data, extraSkins, env)
            return skins[kind]
          },
        }
        // One slide to go to (or none): no control would lead anywhere (docs/behaviour.md §4.1).
        if (!navigable[1]) return () => {}
        const layer = el(doc, 'div', 'strata-nav')
        // The module's own sheet, adopted (a policy refusing inline styles refuses a `<style>`).
        const sheet = ownSheet(ctx.root)
        const controls: Control[] = []
        const add = (name: string, first: Control, ...rest: Control[]) => {
          controls.push(first, ...rest)
          shown[name] = first
        }
        if (nav.arrows.set) add('arrows', ...createArrows(env))
        if (nav.bullets.set) add('bullets', createList(env))
        if (env.options.playButton && settings.slideshow.auto) add('play', createPlayButton(env))

        // Structural CSS first, then what the on-demand kinds bring, then the skins (which win).
        const kindCss = new Set<string>()
        const restyle = () => {
          sheet.set([BASE_CSS, ...kindCss, ...Object.values(skins).map((s) => s.css)].join(''))
        }
        restyle()
        layer.append(...controls.map((c) => c.el))
        stage.append(layer)

        // Every control, or one just drawn.
        const update = (list = controls) => {
          const state = ctx.state
          layer.toggleAttribute('data-reduced-motion', state.reducedMotion)
          if (state.index >= 0) for (const c of list) c.update?.(state)
        }
        const layout = (list = controls) => {
          const { level, width, height } = ctx.state
          for (const c of list) c.layout?.(level, width, height)
        }
        layout()
        update()
        // Every kind drawn so far (the on-demand ones are bound as they land).
        const autoHide = (kinds?: string[]) =>
          chunk('autoHide')?.autoHide(env, controls, shown, kinds) ?? []
        const cleanups = [
          ...autoHide(),
          ctx.on('state:change', () => update()),
          ctx.on('layout:change', () => layout()),
          nav.keyboard.set && bindKeyboard(env),
          nav.swipe.use && bindSwipe(env, stage),
          nav.wheel.use && chunk('wheel')?.bindWheel(env),
        ]
        // Tabs, thumbnails, scrubber and progress bar load on demand when the data turns them on.
        let destroyed = false
        const attach = (name: LazyKindName, kind: LazyKind) => {
          if (destroyed) return
          const control = kind.create(env)
          add(name, control)
          kindCss.add(kind.css)
          restyle()
          layer.append(control.el)
          layout([control])
          update([control])
          cleanups.push(...autoHide([name]))
        }
        for (const name of Object.keys(LAZY_KINDS) as LazyKindName[]) {
          const bar = name === 'progressBar'
          if (!(bar ? progressBar : nav[name]).set) continue
          kinds[name] ??= later(name, LAZY_KINDS[name]).catch((): undefined => {
            if (ways)
              ctx.services.report(
                bar ? 'settings.progressBar' : `settings.nav.${name}`,
                'its code could not be loaded; it is not shown',
              )
          })
          kinds[name].then((kind) => kind && attach(name, kind))
        }
        // Takes them all away.
        return () => {
          destroyed = true
          for (const off of cleanups) if (off) off()
          for (const c of controls) c.destroy?.()
          shown = {}
          layer.remove()
          sheet.remove()
        }
      }
      let erase = () => {}
      // The controls are drawn again, each list for the slides left, when the slides a visitor
      // can go to change: `slider.removeSlide`, the mobile level's `hideOnMobile`, a slide's
      // `hideAfterLoops` reached (docs/behaviour.md §4.1), and when the slide count does: a
      // removed slide that was not navigable still changes every template's `{{count}}`.
      // Marked first: taking the old ones away may blur one, and the state change that brings
      // is not another drawing.
      const redraw = () => {
        // The count last: it moves by one between two drawings, so its last digit tells them apart.
        const now = ctx.navigable().join() + slides.length
        if (now === ways) return
        const was = ctx.root.ownerDocument.activeElement
        const old = ways
        ways = now
        erase()
        erase = draw()
        // WCAG 2.4.3: a control taken away with focus gives it to the one drawn in its place
        // (controls/keep-focus.ts, in the delays' chunk: it loads only then, a failed load leaves
        // focus where the browser put it). `old` tells a removal, which core's chunk handles.
        if (!was?.isConnected)
          loadChunk('autoHide').then(
            (m) => m.keepFocus(ctx, was as HTMLElement, old, kinds),
            () => {},
          )
      }
      redraw()
      const off = ctx.on('state:change', redraw)
      return {
        api: {
          element: (kind) => shown[kind]?.el,
          visibleThumbs: () => shown.thumbs?.visible?.() ?? 0,
          visibleTabs: () => shown.tabs?.visible?.() ?? 0,
        },
        destroy() {
          off()
          ways = ''
          erase()
        },
      }
    },
  }
  return plugin
}
