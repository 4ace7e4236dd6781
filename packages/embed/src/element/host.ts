import { createSlider, type ModuleSource, type Slider } from '@strata/core'
import { type PluginRegistry, resolvePlugins } from '../plugins/registry'
import { forwardEvents } from './events'
import { type ElementSource, parsedPast, pluginNames, readSource } from './source'

/** What the element class delegates to: one per element. */
export interface SliderHost {
  readonly slider: Slider | undefined
  /** Data set as a property instead of attributes (wins over them). */
  module: ModuleSource | undefined
  connected(): void
  disconnected(): void
  attributeChanged(name: string, value: string | null): void
}

export interface HostOptions {
  plugins: PluginRegistry
  /** Plugin names used when the element has no `plugins` attribute. */
  defaults: readonly string[]
}

function warn(el: Element, message: string) {
  return console.warn(`[strata] <${el.localName}${el.id ? ` id="${el.id}"` : ''}>: ${message}`)
}

/**
 * The life of one `<strata-slider>` (docs/embed.md): a slider made on connect from the element's
 * source, destroyed on disconnect (a move, disconnect then connect in one task, keeps it), made
 * again when a source attribute changes; `index` reflects the current slide, setting it goes
 * there, and a new slider starts at the one the page set.
 */
export function createSliderHost(el: HTMLElement, options: HostOptions): SliderHost {
  let slider: Slider | undefined
  let module: ModuleSource | undefined
  let stopForwarding = () => {}
  let stopWaiting = () => {}
  let rebuild = false
  let reflecting = false
  // Between connect and disconnect; attribute callbacks of the upgrade itself come before it.
  let live = false
  // `index` as the page wrote it (markup or script; the upgrade calls back for it too): where a
  // new slider starts. Not the reflected one: a slide a visitor went to is no request for the
  // next module, nor for the slider made on connecting again.
  let asked: string | null = null
  // Plugin names already warned about: a rebuild or a reconnect does not say them again.
  const unknown = new Set<string>()

  /** Writes `index` without taking it as the page's request. */
  const reflect = (value: string | null) => {
    reflecting = true
    if (value === null) el.removeAttribute('index')
    else el.setAttribute('index', value)
    reflecting = false
  }

  const stop = () => {
    stopWaiting()
    stopForwarding()
    slider?.destroy()
    slider = undefined
  }

  const create = ({ module: data, rest }: ElementSource) => {
    const names = pluginNames(el) ?? options.defaults
    const plugins = resolvePlugins(options.plugins, names, (name) => {
      if (unknown.has(name)) return
      unknown.add(name)
      warn(el, `no plugin "${name}" in this build; ignored`)
    })
    const made = createSlider(el, { module: data, plugins, ...(rest && { rest }) })
    slider = made
    const off = forwardEvents(made, el)
    const offIndex = made.on('slide:after', ({ index }) => reflect(`${index}`))
    stopForwarding = () => {
      off()
      offIndex()
    }
    const wanted = Number(asked)
    if (Number.isInteger(wanted) && wanted > 0) made.goTo(wanted)
  }

  /** Makes the slider from the element's source; `last`: none now is said, not looked for again. */
  const start = (last?: boolean) => {
    stop()
    const doc = el.ownerDocument
    const loading = doc.readyState === 'loading'
    // A classic script in <head> defines the element before the parser reaches its children:
    // the inline child, which wins over `src`, may come until the parser is past the element.
    const early = loading && !module && !parsedPast(el)
    const found = !early && readSource(el, module)
    if (found && 'error' in found) return warn(el, `${found.error}; nothing is shown`)
    if (found) return create(found)
    if (!loading)
      // A script may connect the element, then give it a source (`src`, `module`, the inline
      // child): looked for again at the end of the task, and said only if still missing then.
      return last
        ? warn(el, 'no module: set src, module-id, alias or an inline JSON child')
        : restartSoon(true)
    const onParsed = () => el.isConnected && start()
    // Each batch the parser adds is checked; with no source past the element, a script may yet
    // give one before the page is parsed.
    const parser = new MutationObserver(() => parsedPast(el) && onParsed())
    if (early) parser.observe(doc, { childList: true, subtree: true })
    doc.addEventListener('DOMContentLoaded', onParsed, { once: true })
    stopWaiting = () => {
      parser.disconnect()
      doc.removeEventListener('DOMContentLoaded', onParsed)
      stopWaiting = () => {}
    }
  }

  const restartSoon = (last?: boolean) => {
    if (rebuild || !live) return
    rebuild = true
    queueMicrotask(() => {
      rebuild = false
      if (live) start(last)
    })
  }

  return {
    get slider() {
      return slider
    },
    get module() {
      return module
    },
    set module(value) {
      module = value
      restartSoon()
    },
    connected() {
      live = true
      if (!slider) start()
    },
    disconnected() {
      // A framework moving the element disconnects and connects it in the same task.
      queueMicrotask(() => {
        if (el.isConnected) return
        live = false
        stop()
        // Put back as the page wrote it: a reflected index goes (the same value calls nothing back).
        reflect(asked)
      })
    },
    attributeChanged(name, value) {
      if (name !== 'index') return restartSoon()
      if (reflecting) return
      asked = value
      if (!slider || value === null) return
      const index = Number(value)
      if (Number.isInteger(index) && index !== slider.state.index) slider.goTo(index)
    },
  }
}
