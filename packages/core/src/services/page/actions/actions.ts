import { GLOBAL_SLIDE_CLASS } from '../../../dom/classes'
import type { RawValue } from '../../../types/model'
import type { Plugin, PluginContext } from '../../../types/plugin'
import type { Cancel } from '../../../types/scheduler'
import type { LinkProtocol } from '../links/resolve-link'
import { scrollToAnchor } from '../scroll/scroll-anchor'
import { builtinNames } from './builtin-names'
import { builtinsHost } from './builtins-host'
import { type ActionEngine, createActionEngine } from './engine'
import { builtinsLoaded, hasActions, loadBuiltins } from './load-builtins'
import { idList } from './read-action'
import { SCENES } from './scene'
import type { ActionHandler, ActionHost } from './types'

/** Attribute carrying action records as JSON on any element inside the module. */
export const ACTIONS_ATTRIBUTE = 'data-strata-actions'
/** Attribute naming a layer element's id, for `src` and `target` lookups. */
export const LAYER_ID_ATTRIBUTE = 'data-layer-id'

export interface ActionsOptions {
  /** More actions by name (e.g. `openModal`), added to the built-in ones. @default {} */
  handlers?: Record<string, ActionHandler>
  /** Protocol of http(s) links opened by `link` actions. @default 'auto' */
  linkProtocol?: LinkProtocol
}

export type ActionsApi = Pick<ActionEngine, 'register' | 'bind' | 'run'>

function layerFinder(ctx: PluginContext) {
  return (ids: readonly string[], from: Element): HTMLElement[] => {
    const scopes = [from.closest('.strata-slide'), ctx.root].filter((s) => s !== null)
    return ids.flatMap((id) => {
      for (const scope of scopes) {
        const found = [...scope.querySelectorAll<HTMLElement>(`[${LAYER_ID_ATTRIBUTE}]`)].find(
          (el) => el.getAttribute(LAYER_ID_ATTRIBUTE) === id,
        )
        if (found) return [found]
      }
      return []
    })
  }
}

/**
 * `actions()`: the actions engine (docs/behaviour.md §2, §3 "Action", §9). It binds a slide's action
 * records to its layers (`src` ids, matched on `data-layer-id`) when the slide is built, and
 * records, a layer's own `actions` to that layer, and records in `data-strata-actions` (JSON) on
 * any element in the module; its api binds more. Built-in (with the names exports use for each,
 * see `builtinActions`): next, prev, jumpTo / callSlide, pause, resume, toggleSlider, scrollTo,
 * scrollBelow, link, toggleClass, playScene / startLayer / stopLayer (emit `actions:scene`),
 * simulateClick, fullscreen, toggleLayer, event. An unknown name is reported once. The built-in
 * handlers are a chunk of their own: loaded before the first paint when the data has action
 * records (`prepare`), else when the first record is bound or a built-in is run.
 */
export function actions(
  options: ActionsOptions = {},
): Plugin<'actions', ActionsOptions, ActionsApi> {
  return {
    name: 'actions',
    options,
    // The handlers' chunk, only for data with action records: failing, it is tried again at bind.
    prepare: async (data) => {
      if (hasActions(data)) await loadBuiltins().catch(() => {})
    },
    setup(ctx) {
      const win = ctx.root.ownerDocument.defaultView ?? globalThis.window
      let scrolling: Cancel = () => {}
      const host: ActionHost = {
        ctx,
        report: ctx.services.report,
        layers: layerFinder(ctx),
        win,
        scrollTo(target, scrollOptions) {
          scrolling()
          scrolling = scrollToAnchor(target, { ...scrollOptions, scheduler: ctx.scheduler, win })
          return scrolling
        },
      }
      const protocol = options.linkProtocol ?? 'auto'
      let builtins = builtinsLoaded()?.builtinActions(protocol, builtinsHost)
      let live = true
      let told = false
      /** Loads the built-in handlers (once); a failed fetch is reported once and retried later. */
      const need = (): Promise<void> =>
        builtins
          ? Promise.resolve()
          : loadBuiltins().then(
              (m) => {
                builtins ??= m.builtinActions(protocol, builtinsHost)
              },
              (error: unknown) => {
                if (live && !told)
                  ctx.services.report(
                    'plugins.actions',
                    `could not load the built-in actions (${error}); ignored`,
                  )
                told = true
              },
            )
      // Built-in names are known at once; a handler runs now when loaded, else once it is in.
      const lazy =
        (name: string): ActionHandler =>
        (run) => {
          const now = builtins?.[name]
          if (now) now(run)
          else
            void need()
              .then(() => live && builtins?.[name]?.(run))
              // As the engine does for a handler run at once: a failure is reported, not thrown.
              .catch((error: unknown) =>
                host.report(
                  run.record.path,
                  `action "${run.record.a}" failed: ${(error as Error)?.message}`,
                ),
              )
        }
      const handlers = {
        ...Object.fromEntries(
          builtinNames().map(([name, key]) => [name, SCENES[key] ?? lazy(name)]),
        ),
        ...options.handlers,
      }
      const engine = createActionEngine(host, handlers)
      // Binding a record fetches the handlers, so a click finds them in (a link opens in its gesture).
      const bind: ActionEngine['bind'] = (el, records, path) => {
        void need()
        return engine.bind(el, records, path)
      }
      // By slide element, not index: `slider.removeSlide` moves later slides down an index.
      const bySlide = new Map<Element, Array<() => void>>()
      const scanned = new WeakSet<Element>()
      const scan = (scope: Element, offs: Array<() => void>) => {
        for (const el of scope.querySelectorAll(`[${ACTIONS_ATTRIBUTE}]`)) {
          if (scanned.has(el)) continue
          scanned.add(el)
          let records: RawValue
          const path = `dom.${el.id || el.tagName.toLowerCase()}.${ACTIONS_ATTRIBUTE}`
          try {
            records = JSON.parse(el.getAttribute(ACTIONS_ATTRIBUTE) ?? '') as RawValue
          } catch {
            ctx.services.report(path, 'must be JSON action records; ignored')
            continue
          }
          offs.push(bind(el, records, path), () => scanned.delete(el))
        }
      }
      const releaseSlide = (element: Element) => {
        for (const off of bySlide.get(element) ?? []) off()
        bySlide.delete(element)
      }
      const bindSlide = (index: number, element: HTMLElement) => {
        const offs: Array<() => void> = []
        releaseSlide(element)
        bySlide.set(element, offs)
        const slide = ctx.module.slides[index]
        if (!slide) return
        // Paths name the slide by its key in the data, where its actions sit (`slides.<key>.slide`).
        const at = slide.path ?? `slides.${slide.id}`
        slide.actions.forEach((record, i) => {
          const path = `${at}.actions.${i}`
          for (const el of host.layers(idList(record.src), element))
            offs.push(bind(el, record, path))
        })
        // A layer's own records (`layers.<id>.actions`) are triggered by that layer.
        for (const layer of ctx.layers(index)) {
          if (!layer.actions.length) continue
          const [el] = host.layers([layer.id], element)
          if (el)
            offs.push(
              bind(
                el,
                [...layer.actions],
                `${at.replace(/\.slide$/, '')}.layers.${layer.id}.actions`,
              ),
            )
        }
        scan(element, offs)
      }
      /**
       * Global (static) slides' records: their layers are drawn once, over or under every slide,
       * so they are bound once. A layer's own records are read from the raw layers (the layer
       * plugin normalises global layers itself).
       */
      const bindGlobals = (offs: Array<() => void>) => {
        for (const slide of ctx.module.globalSlides) {
          const at = (slide.path ?? `slides.${slide.id}`).replace(/\.slide$/, '')
          // The global slide's own box (layer ids repeat across slides).
          const box = [...ctx.root.querySelectorAll<HTMLElement>(`.${GLOBAL_SLIDE_CLASS}`)].find(
            (b) => b.dataset.slideId === slide.id,
          )
          if (!box) continue
          const find = (ids: readonly string[]) =>
            [...box.querySelectorAll(`[${LAYER_ID_ATTRIBUTE}]`)].filter((el) =>
              ids.includes(el.getAttribute(LAYER_ID_ATTRIBUTE) ?? ''),
            )
          slide.actions.forEach((record, i) => {
            for (const el of find(idList(record.src)))
              offs.push(bind(el, record, `${slide.path ?? at}.actions.${i}`))
          })
          const raw = slide.rawLayers
          const list = Array.isArray(raw)
            ? raw
            : raw && typeof raw === 'object'
              ? Object.values(raw)
              : []
          for (const layer of list) {
            if (!layer || typeof layer !== 'object' || Array.isArray(layer)) continue
            const { id, actions: records } = layer
            if (!Array.isArray(records) || !records.length) continue
            for (const el of find(idList(id)))
              offs.push(bind(el, records, `${at}.layers.${id}.actions`))
          }
        }
      }
      const pending = new Set<Cancel>()
      const later = (job: () => void) => {
        // After every slide:build handler: layer plugins create the elements first.
        const cancel = ctx.scheduler.write(() => {
          pending.delete(cancel)
          job()
        })
        pending.add(cancel)
      }
      const rootOffs: Array<() => void> = []
      const offs = [
        ctx.on('slide:build', ({ index, element }) => later(() => bindSlide(index, element))),
        ctx.on('slide:release', ({ element }) => releaseSlide(element)),
        ctx.on('module:ready', () =>
          later(() => {
            bindGlobals(rootOffs)
            scan(ctx.root, rootOffs)
          }),
        ),
      ]
      return {
        api: { register: engine.register, bind, run: engine.run },
        destroy() {
          for (const off of [...offs, ...rootOffs, ...pending]) off()
          for (const element of [...bySlide.keys()]) releaseSlide(element)
          live = false
          scrolling()
          engine.destroy()
        },
      }
    },
  }
}
