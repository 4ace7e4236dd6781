import type { Level, Reporter, SliderState } from '@strata/core'
import type { Control, NavEnv } from '../env'
import type { LazyKind } from '../kinds'
import type * as Skins from '../skins/resolve'
import type { NavWrapper } from '../types'
import { itemWindow } from './item-window'
import { applyPanel, panelFit } from './panel'
import { STRIP_CSS } from './strip-css'
import { fitRow, thumbScale } from './thumb-fit'

/** The paths each slider's reporter heard about from the thumbnails. */
const told = new WeakMap<Reporter, Set<string>>()

/** Reports once per slider: the thumbnails are drawn again as the navigable slides change. */
function once(report: Reporter, path: string, message: string): void {
  const paths = told.get(report) ?? new Set<string>()
  if (!paths.has(path)) report(path, message)
  told.set(report, paths.add(path))
}

/** The wrapper's padding, colour and margin. */
export function applyWrapper(box: HTMLElement, wrapper: NavWrapper): void {
  const { padding, color, margin } = wrapper
  Object.assign(box.style, { padding: `${padding}px`, background: color, margin: `${margin}px` })
}

/** A stretched wrapper (`wrapper.stretch`) spans the module across its row; the items stay centred. */
export function stretch(box: HTMLElement, wrapper: NavWrapper, vertical: boolean): void {
  if (!wrapper.stretch) return
  const across = vertical
    ? { top: '0', bottom: '0', height: 'auto' }
    : { left: '0', right: '0', width: 'auto' }
  Object.assign(box.style, across, { transform: '', justifyContent: 'center' })
}

/**
 * The skins chunk's template and slide-image helpers. Thumbnails load with it (kinds.ts) and take
 * them from it rather than import them: a module both chunks imported would be a third file,
 * asked for only once one of them had arrived (issue #25).
 */
function skinsChunk(env: NavEnv): typeof Skins {
  const skins = env.kit.chunk('skins')
  if (!skins) throw new Error('nav: thumbnails need the skins chunk, which has not loaded')
  return skins
}

/** One thumbnail's content: the image with alt text, falling back to the slide image, then a label. */
function fillThumb(
  env: NavEnv,
  skins: typeof Skins,
  b: HTMLButtonElement,
  index: number,
  html: string,
  skinValues: Readonly<Record<string, string>>,
): string {
  const slide = env.ctx.module.slides[index]
  if (!slide) return html
  const { fillHtml, setTemplate, slideImage, slidePlaceholders, thumbSource } = skins
  const make = env.kit.el
  const alt = `Slide ${index + 1}${slide.title ? `: ${slide.title}` : ''}`
  const label = () => {
    const span = make(env.doc, 'span', 'strata-thumb-label')
    span.textContent = `${index + 1}`
    b.setAttribute('aria-label', alt)
    b.replaceChildren(span)
  }
  const src = thumbSource(slide)
  if (html) {
    // `##name##` takes the skin's values (`def`, `cst`), as bullets' and tabs' templates do.
    const values = { ...skinValues, ...slidePlaceholders(slide, env.ctx.module.slides.length, src) }
    const filled = fillHtml(html, values, env.ctx.services.report, 'settings.nav.thumbs.html')
    if (filled !== undefined) {
      // Named until the template lands with text or an image's alt to name it (it may never:
      // the sanitiser's file can fail, and the template is then not shown).
      b.setAttribute('aria-label', alt)
      setTemplate(b, filled, env, 'settings.nav.thumbs.html', () => {
        if (b.textContent?.trim() || b.querySelector('img[alt]')) b.removeAttribute('aria-label')
      })
      return html
    }
  }
  if (!src) {
    label()
    return ''
  }
  const img = make(env.doc, 'img', 'strata-thumb-img')
  img.alt = alt
  img.draggable = false
  // Thumbnails past the strip's clipped box wait until it slides them into view; without a
  // `thumb` each shows its slide's full image, so a row of 20 asked for 20 of them at once.
  img.setAttribute('loading', 'lazy')
  img.decoding = 'async'
  // docs/behaviour.md §8: a thumbnail that fails falls back to the slide image (once), then to the label.
  img.addEventListener('error', () => {
    const fallback = slideImage(slide)
    if (fallback && img.getAttribute('src') !== fallback) img.src = fallback
    else label()
  })
  img.src = src
  b.replaceChildren(img)
  return ''
}

/** Thumbnails: `size` each (100×50), capped by `maxVisible` and by space, scaled on small screens. */
export function createThumbs(env: NavEnv): Control & { visible(): number } {
  const data = env.nav.thumbs
  const skin = env.skin('thumbs')
  const { button, exportClasses, el: make, placement } = env.kit
  const { SELECTED_CLASS } = env.kit
  const { slides } = env.ctx.module
  const box = make(
    env.doc,
    'div',
    // `nav-dir-<direction>`: exported skins style rows and columns of items apart.
    `strata-thumbs ${skin.className} ${exportClasses('thumbs')} nav-dir-${data.direction}`,
  )
  box.setAttribute('role', 'group')
  box.setAttribute('aria-label', 'Slide thumbnails')
  box.dataset.d = data.direction
  applyWrapper(box, data.wrapper)
  const strip = make(env.doc, 'div', 'strata-thumbs-strip')
  strip.dataset.d = data.direction
  strip.style.setProperty('--strata-gap', `${data.gap}px`)
  box.append(strip)
  let html = skin.html
  const skins = skinsChunk(env)
  const buttons = env.items.map((index) => {
    const slide = slides[index]
    // Without a `thumb` the slide's image stands in, as exports expect (most set none): only a
    // slide with neither is worth a report.
    if (slide && !slide.thumb && !skins.slideImage(slide))
      once(
        env.ctx.services.report,
        `slides.${slide.id}.slide.thumb`,
        'no thumbnail or slide image; showing the slide number',
      )
    const b = button(env.doc, `strata-thumb ${exportClasses('thumb')}`, '')
    b.removeAttribute('aria-label')
    b.dataset.index = `${index}`
    html = fillThumb(env, skins, b, index, html, skin.values)
    b.addEventListener('click', () => env.step('thumb', index))
    strip.append(b)
    return b
  })
  // A broken template (said once, by `fillHtml`) is not tried again when the thumbnails are
  // drawn again.
  skin.html = html
  const vertical = data.direction === 'vertical'
  const view = itemWindow(strip, buttons, vertical, true)
  return {
    el: box,
    visible: view.shown,
    update(state: SliderState) {
      for (const b of buttons) {
        const on = b.dataset.index === `${state.index}`
        b.classList.toggle(SELECTED_CLASS, on)
        if (on) b.setAttribute('aria-current', 'true')
        else b.removeAttribute('aria-current')
      }
      view.follow(env.items.indexOf(state.index))
    },
    layout(level: Level, width: number, height: number) {
      const scale = thumbScale(width)
      const scaled = {
        width: Math.round(data.size.width * scale),
        height: Math.round(data.size.height * scale),
      }
      // A stretched wrapper is the panel (docs/behaviour.md §3 "panel 300x200"): items fit inside it.
      const panel = panelFit(scaled, env.nav.panel, data.wrapper, vertical)
      const item = panel?.item ?? scaled
      for (const b of buttons)
        Object.assign(b.style, { width: `${item.width}px`, height: `${item.height}px` })
      fitRow(box, view, data, vertical ? height : width, vertical ? item.height : item.width)
      Object.assign(box.style, placement(data, level, env.gridInset()))
      stretch(box, data.wrapper, vertical)
      if (panel) applyPanel(box, panel.across, vertical)
      box.style.display = data.show[level] ? (panel ? 'flex' : '') : 'none'
    },
  }
}

/** Thumbnails as the plugin draws it once this chunk is in, with its structural CSS (kinds.ts). */
export const lazyKind: LazyKind = { create: createThumbs, css: STRIP_CSS }
