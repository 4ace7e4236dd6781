import type { ModuleModel, SlideModel } from '../types/model'
import {
  ERROR_SLIDE_CLASS,
  GLOBAL_SLIDE_CLASS,
  MODULE_CLASS,
  SLIDE_CLASS,
  SLIDES_CLASS,
  STAGE_CLASS,
} from './classes'
import { div, label, setAttr } from './element'
import { saveRoot, snapshot } from './restore'

export interface ModuleDom {
  stage: HTMLElement
  /** The track the slides are stacked in. */
  track: HTMLElement
  /** The slide's element, built on demand and inserted in index order. */
  slide(index: number): HTMLElement
  /** Indices of the slides built now, in the order they were built. */
  built(): number[]
  /** Removes a built slide's element. */
  release(index: number): void
  /** Marks the current slide and hides every slide not in `visibleIndices` (default: the current). */
  setActive(index: number, visibleIndices?: readonly number[]): void
  /** Shows the error slide (docs/behaviour.md §2, built by error-slide.ts) in place of any before. */
  showError(slide: HTMLElement): HTMLElement
  /** Reserves the module's box: the root's height (and the stage's width unless full width). */
  setSize(width: number, height: number): void
  /** Removes what it created and puts the root and adopted markup back as they were. */
  destroy(): void
}

/** The module's DOM as core's runtime holds it; `slider.removeSlide` moves these. */
export interface RuntimeDom extends ModuleDom {
  /** Built slides' elements by index. */
  els: Map<number, HTMLElement>
  /** The current index and the shown indices, as last set by `setActive`. */
  view(): readonly [number, readonly number[]]
}

/** A slide's accessible name: its `accessibility.label`, else "N of M" (WAI-ARIA carousel pattern). */
export const slideLabel = (slides: readonly SlideModel[], index: number): string =>
  slides[index]?.accessibility.label || `${index + 1} of ${slides.length}`

const FILL = 'position:absolute;inset:0'
/** Server-rendered slides to adopt; error and global slides are never adopted as slides. */
const ADOPT = `.${SLIDE_CLASS}:not(.${ERROR_SLIDE_CLASS},.${GLOBAL_SLIDE_CLASS})`

/**
 * The module's markup, after the WAI-ARIA carousel pattern: root (region, "carousel") > stage >
 * track > slides (group, "slide", "N of M"). Styles are inline, so no global stylesheet is needed.
 * Markup already in the root (server-rendered `.strata-stage` with `.strata-slide` children) is
 * adopted instead of duplicated; a slide's index comes from its `data-index`.
 */
export function createModuleDom(
  root: HTMLElement,
  { settings, slides: list }: ModuleModel,
): RuntimeDom {
  const doc = root.ownerDocument
  // Undo jobs for the root, the stage and track, and adopted slides; run newest first.
  const undo = [saveRoot(root)]
  const slides = new Map<number, HTMLElement>()
  const adopted = new Set<Element | undefined>()
  let active = -1
  let visible: readonly number[] = []
  let error: HTMLElement | undefined

  /** The stage or track: a server-rendered one is taken over, else one is created. */
  const part = (parent: HTMLElement, cls: string, css: string): HTMLElement => {
    const found = parent.querySelector<HTMLElement>(`:scope>.${cls}`)
    const el = found ?? div(doc, cls)
    undo.push(snapshot(el))
    el.style.cssText = css
    if (!found) parent.append(el)
    return el
  }
  const show = (el: HTMLElement, index: number): void => {
    const on = visible.includes(index)
    const current = index === active && 'true'
    setAttr(el, 'aria-current', current)
    setAttr(el, 'data-active', current)
    // docs/behaviour.md §3 slide accessibility: `hidden` keeps a slide from assistive tech even while it shows.
    setAttr(el, 'aria-hidden', (!on || list[index]?.accessibility.hidden) && 'true')
    setAttr(el, 'inert', !on && '')
    el.style.visibility = on ? '' : 'hidden'
  }
  const decorate = (el: HTMLElement, index: number): HTMLElement => {
    const slide = list[index]
    setAttr(el, 'aria-live', slide?.accessibility.live || null)
    label(el, slide?.accessibility.role || 'group', 'slide', slideLabel(list, index))
    el.dataset.index = `${index}`
    el.dataset.slideId = slide?.id ?? ''
    el.style.cssText = FILL
    show(el, index)
    slides.set(index, el)
    return el
  }
  const built = (): number[] => [...slides.keys()]

  root.classList.add(MODULE_CLASS)
  // Named by its title, never its alias: a slug ("home-hero-2") is no name for a listener.
  label(root, 'region', 'carousel', settings.title || 'Slider')
  const stage = part(
    root,
    STAGE_CLASS,
    'position:relative;height:100%;max-width:100%;margin:auto;overflow:hidden',
  )
  // The module's background (settings.bg.color: a colour or a gradient) is painted behind the
  // slides, over the whole module box.
  const background = settings.bg?.color
  if (background && background !== 'transparent') stage.style.background = background
  const track = part(stage, SLIDES_CLASS, FILL)
  // Server-rendered slides (in the track, or directly in the stage) are taken over as they are.
  for (const el of [...stage.children, ...track.children] as HTMLElement[]) {
    // An empty or missing data-index is no slide (not slide 0).
    const index = Number(el.dataset.index || -1)
    if (!list[index] || slides.has(index) || !el.matches(ADOPT)) continue
    undo.push(snapshot(el))
    adopted.add(el)
    track.append(decorate(el, index))
  }

  return {
    stage,
    track,
    slide(index) {
      let el = slides.get(index)
      if (!el) {
        const attr = list[index]?.attributes
        el = decorate(div(doc, `${SLIDE_CLASS} ${attr?.class ?? ''}`.trim()), index)
        if (attr?.id) el.id = attr.id
        // Before the nearest built slide after it, so the track holds them in index order.
        track.insertBefore(el, slides.get(Math.min(...built().filter((i) => i > index))) ?? null)
      }
      return el
    },
    built,
    els: slides,
    view: () => [active, visible],
    release(index) {
      slides.get(index)?.remove()
      slides.delete(index)
    },
    setActive(index, visibleIndices = [index]) {
      // Only the slides whose state can change are written (the ones current or shown before or
      // after): the rest of the built slides stay hidden as they are, so a change writes three or
      // four slides, not every slide kept built (issue #25).
      const touched = [index, active, ...visibleIndices, ...visible]
      active = index
      visible = visibleIndices
      slides.forEach((el, i) => {
        if (touched.includes(i)) show(el, i)
      })
    },
    showError(slide) {
      error?.remove()
      error = slide
      return track.appendChild(slide)
    },
    setSize(width, height) {
      // The exact height wins over any box CSS: a max height for the level it guessed from the
      // viewport, or a ratio, which would make the width follow this height (a host's
      // `aspect-ratio` on the root shrank the module at every measure; issue #25).
      Object.assign(root.style, { height: `${height}px`, maxHeight: 'none', aspectRatio: 'auto' })
      if (!settings.size.fullWidth) stage.style.width = `${width}px`
    },
    destroy() {
      // Created slides go; adopted ones are put back by their snapshots, left in place if they can.
      for (const el of [...slides.values(), error]) if (!adopted.has(el)) el?.remove()
      slides.clear()
      for (const job of undo.splice(0).reverse()) job()
    },
  }
}
