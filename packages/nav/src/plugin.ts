import type { Plugin } from '@strata/core'
import { createArrows } from './controls/arrows'
import { autoHide } from './controls/auto-hide-kinds'
import { createList } from './controls/list'
import { createPlayButton } from './controls/play'
import { navDefaults, progressBarDefaults } from './defaults'
import { el } from './dom'
import type { Control, NavEnv } from './env'
import { bindKeyboard } from './input/keyboard'
import { bindSwipe } from './input/swipe'
import { bindWheel } from './input/wheel'
import { LAZY_KINDS, type LazyKind, type LazyKindName } from './kinds'
import { later } from './lazy'
import { navPart } from './normalise'
import type { NavApi, NavKindName, NavOptions } from './options'
import { BASE_CSS } from './skins/base-css'
import { type ResolvedSkin, resolveSkin } from './skins/resolve'

/**
 * Navigation for a Strata module: arrows, bullets, tabs, thumbnails, scrubber, progress bar,
 * a pause/play button, keyboard, swipe and wheel, as `settings.nav` / `settings.progressBar` ask.
 */
export function nav(options: NavOptions = {}): Plugin<'nav', NavOptions, NavApi> {
  return {
    name: 'nav',
    options,
    normalise: navPart,
    setup(ctx) {
      const { settings, slides } = ctx.module
      // Filled by `navPart` (this plugin's normaliser); the defaults stand in should it not run.
      const nav = settings.nav ?? navDefaults()
      const progressBar = settings.progressBar ?? progressBarDefaults()
      const doc = ctx.root.ownerDocument
      const { stage } = ctx.dom
      const skins = new Map<NavKindName, ResolvedSkin>()
      const env: NavEnv = {
        ctx,
        doc,
        nav,
        progressBar,
        options: { skins: {}, playButton: true, wheelLoop: false, vertical: false, ...options },
        items: slides.flatMap((s, i) => (s.slideshow.hideFromNav ? [] : [i])),
        // Core's grid box: its x is how far the grid sits in from the module's left side.
        gridInset: () => Math.max(0, ctx.dom.grid().x),
        step(via, target, swipe) {
          ctx.emit('nav:step', { via, target })
          ctx.goTo(target, { user: true, swipe })
        },
        skin(kind) {
          let skin = skins.get(kind)
          if (!skin) {
            skin = resolveSkin(kind, nav[kind], env.options.skins, ctx.services.report)
            skins.set(kind, skin)
          }
          return skin
        },
      }
      const layer = el(doc, 'div', 'strata-nav')
      const style = el(doc, 'style', 'strata-nav-style')
      const controls: Control[] = []
      const named = new Map<string, HTMLElement>()
      const add = (name: string, ...list: Control[]) => {
        controls.push(...list)
        if (list[0]) named.set(name, list[0].el)
      }
      if (nav.arrows.set) add('arrows', ...createArrows(env))
      if (nav.bullets.set) add('bullets', createList(env, 'bullets'))
      if (env.options.playButton && settings.slideshow.auto && env.items.length > 1)
        add('play', createPlayButton(env))

      // Structural CSS first, then what the on-demand kinds bring, then the skins (which win).
      const kindCss = new Set<string>()
      const restyle = () => {
        const skinCss = [...skins.values()].map((s) => s.css)
        style.textContent = [BASE_CSS, ...kindCss, ...skinCss].join('\n')
      }
      restyle()
      layer.append(style, ...controls.map((c) => c.el))
      stage.append(layer)

      const update = () => {
        const state = ctx.state
        layer.toggleAttribute('data-reduced-motion', state.reducedMotion)
        if (state.index >= 0) for (const c of controls) c.update?.(state)
      }
      const layout = () => {
        const { level, width, height } = ctx.state
        for (const c of controls) c.layout?.(level, width, height)
      }
      layout()
      update()
      const cleanups = [
        ...autoHide(env, controls, named, ['arrows', 'bullets']),
        ctx.on('state:change', update),
        ctx.on('layout:change', layout),
        nav.keyboard.set ? bindKeyboard(env) : undefined,
        nav.swipe.use ? bindSwipe(env, stage) : undefined,
        nav.wheel.use ? bindWheel(env) : undefined,
      ]
      // Tabs, thumbnails, scrubber and progress bar load on demand when the data turns them on.
      let destroyed = false
      const shown: Partial<Record<LazyKindName, ReturnType<LazyKind['create']>>> = {}
      const attach = (name: LazyKindName, kind: LazyKind) => {
        if (destroyed) return
        const control = kind.create(env)
        shown[name] = control
        add(name, control)
        kindCss.add(kind.css)
        restyle()
        layer.append(control.el)
        const { state } = ctx
        control.layout?.(state.level, state.width, state.height)
        if (state.index >= 0) control.update?.(state)
        cleanups.push(...autoHide(env, controls, named, [name]))
      }
      const wanted: Record<LazyKindName, boolean> = {
        tabs: nav.tabs.set,
        thumbs: nav.thumbs.set,
        scrubber: nav.scrubber.set,
        progressBar: progressBar.set,
      }
      for (const name of Object.keys(wanted) as LazyKindName[])
        if (wanted[name])
          later(LAZY_KINDS[name]).then(
            (kind) => attach(name, kind),
            () => {
              if (!destroyed)
                ctx.services.report(
                  name === 'progressBar' ? 'settings.progressBar' : `settings.nav.${name}`,
                  'its code could not be loaded; it is not shown',
                )
            },
          )
      return {
        api: {
          element: (kind) => named.get(kind),
          visibleThumbs: () => shown.thumbs?.visible?.() ?? 0,
          visibleTabs: () => shown.tabs?.visible?.() ?? 0,
        },
        destroy() {
          destroyed = true
          for (const off of cleanups) off?.()
          for (const c of controls) c.destroy?.()
          layer.remove()
        },
      }
    },
  }
}
