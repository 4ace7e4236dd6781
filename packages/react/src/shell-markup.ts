import { type ModuleModel, SLIDE_CLASS, SLIDES_CLASS, STAGE_CLASS } from '@strata/core'
import { moduleBoxCss } from '@strata/core/ssr'
import { type FirstSlideContent, firstSlideContent } from './first-slide'

/** What `<Slider />` renders before (and without) any script: the box and the first slide. */
export interface SliderShell {
  /** Sizes the box at every breakpoint, from the module's size data. */
  css: string
  /** The root's inner markup: core's stage > slides > slide[data-index], in core's classes. */
  html: string
  /** The module's accessible name, as core gives it. */
  label: string
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
function esc(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ESC[c] ?? c)
}

// Core's own inline styles for these parts, so the page looks the same before and after it runs.
const FILL = 'position:absolute;inset:0'
const STAGE = 'position:relative;height:100%;max-width:100%;margin:auto;overflow:hidden'
const IMAGE = `${FILL};width:100%;height:100%;object-fit:cover`
const TEXT = 'position:relative;margin:0 auto;padding:1.5em;max-width:60em'

/** As heavy as three ids: a host page's rules reach the parts no more than an inline style. */
const HEAVY = ':not(#\\#)'.repeat(3)

/**
 * The shell's parts styled from its `<style>`, not `style` attributes, which a content security
 * policy refusing inline styles refuses even where the `<style>` carries its nonce. The stage,
 * track and slide rules hold until core labels the root (`role`), in the same task as it writes
 * those styles inline; the static copy's rules until core removes it (at the slide's build).
 */
function partsCss(selector: string): string {
  const before = `${selector}:not([role])>.${STAGE_CLASS}`
  return [
    `${before}${HEAVY}{${STAGE}}`,
    `${before}>.${SLIDES_CLASS}${HEAVY},${before}>.${SLIDES_CLASS}>.${SLIDE_CLASS}${HEAVY},${selector} .strata-ssr${HEAVY}{${FILL}}`,
    `${selector} .strata-ssr-image${HEAVY}{${IMAGE}}`,
    `${selector} .strata-ssr-words${HEAVY}{${TEXT}}`,
  ].join('')
}

/** The first slide's static content, in a `.strata-ssr` box the client removes when it builds. */
function slideMarkup({ index, title, texts, image }: FirstSlideContent): string {
  const img = image ? `<img class="strata-ssr-image" src="${esc(image)}" alt="">` : ''
  const heading = title ? `<h2 class="strata-ssr-title">${esc(title)}</h2>` : ''
  const body = texts.map((t) => `<p class="strata-ssr-text">${esc(t)}</p>`).join('')
  const words = heading + body ? `<div class="strata-ssr-words">${heading}${body}</div>` : ''
  return `<div class="${SLIDE_CLASS}" data-index="${index}"><div class="strata-ssr">${img}${words}</div></div>`
}

/**
 * A module model's shell: box CSS for `selector` and the first slide's markup (same classes as
 * core, which adopts it). Raw data and prepared modules both come here once read.
 */
export function shellOf(model: ModuleModel, selector: string): SliderShell {
  const { settings } = model
  const first = firstSlideContent(model)
  const slides = first ? slideMarkup(first) : ''
  return {
    css: moduleBoxCss(settings.size, selector) + partsCss(selector),
    html: `<div class="${STAGE_CLASS}"><div class="${SLIDES_CLASS}">${slides}</div></div>`,
    // As core names it (docs/behaviour.md): never the alias, a slug that is no name to a listener.
    label: settings.title || 'Slider',
  }
}
