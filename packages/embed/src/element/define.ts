import type { GoToTarget, ModuleSource, Slider } from '@strata/core'
import { adoptCss } from '@strata/core/kit'
import type { PluginRegistry } from '../plugins/registry'
import { createSliderHost, type SliderHost } from './host'

/** The element's attributes; a change to any but `index` makes the slider again. */
export const OBSERVED_ATTRIBUTES = [
  'src',
  'alias',
  'module-id',
  'rest-base',
  'ajax-url',
  'plugins',
  'index',
] as const

/**
 * Plugins used only when named: they act beyond the module (the hash, the site's endpoints) or
 * change what it is (`modal` makes it a pop-up).
 */
export const OPT_IN_PLUGINS = ['deep-link', 'lazy-slides', 'modal'] as const

export interface SliderElementOptions {
  /** The plugin factories the element may use, by name. */
  plugins: PluginRegistry
  /** Plugins used without a `plugins` attribute. @default every registry name but `OPT_IN_PLUGINS` */
  defaults?: readonly string[]
  /** The tag name. @default 'strata-slider' */
  tag?: string
}

/** What `<strata-slider>` offers to scripts besides its attributes. */
export interface StrataSliderElement extends HTMLElement {
  /** The slider while the element is connected and has a module. */
  readonly slider: Slider | undefined
  /** Module data given as a property (wins over attributes); setting it makes the slider again. */
  module: ModuleSource | undefined
  next(): void
  prev(): void
  goTo(target: GoToTarget): void
}

/** Lays the element out as a block before and after it upgrades (its box is set by the page). */
function BASE_CSS(tag: string) {
  return `${tag}{display:block;position:relative}`
}

/**
 * Defines `<strata-slider>` (docs/embed.md "The custom element") with the given plugins and
 * returns its constructor; a tag already defined is left as it is and its constructor returned.
 * The platform requires a class for a custom element; it only hands each element to a host.
 */
export function defineSliderElement(options: SliderElementOptions): CustomElementConstructor {
  const tag = options.tag ?? 'strata-slider'
  const registry = globalThis.customElements
  const existing = registry.get(tag)
  if (existing) return existing
  const hostOptions = {
    plugins: options.plugins,
    defaults:
      options.defaults ??
      Object.keys(options.plugins).filter(
        (name) => !(OPT_IN_PLUGINS as readonly string[]).includes(name),
      ),
  }
  const hosts = new WeakMap<HTMLElement, SliderHost>()
  const host = (el: HTMLElement): SliderHost => {
    const found = hosts.get(el) ?? createSliderHost(el, hostOptions)
    hosts.set(el, found)
    return found
  }
  // Adopted, not a `<style>`: a page whose policy refuses inline styles takes it too.
  adoptCss(document, BASE_CSS(tag))

  const element = class extends HTMLElement implements StrataSliderElement {
    static observedAttributes = [...OBSERVED_ATTRIBUTES]
    constructor() {
      super()
      // Set before the file defined the element (a page's inline script runs before a module
      // script), `module` is the element's own property and hides the accessor: handed over.
      if (!Object.hasOwn(this, 'module')) return
      const { module } = this
      delete (this as { module?: unknown }).module
      this.module = module
    }
    get slider() {
      return host(this).slider
    }
    get module() {
      return host(this).module
    }
    set module(value) {
      host(this).module = value
    }
    next() {
      host(this).slider?.next()
    }
    prev() {
      host(this).slider?.prev()
    }
    goTo(target: GoToTarget) {
      host(this).slider?.goTo(target)
    }
    connectedCallback() {
      host(this).connected()
    }
    disconnectedCallback() {
      host(this).disconnected()
    }
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (old !== value) host(this).attributeChanged(name, value)
    }
  }
  registry.define(tag, element)
  return element
}

declare global {
  interface HTMLElementTagNameMap {
    'strata-slider': StrataSliderElement
  }
}
