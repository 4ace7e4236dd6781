import type { ModuleModel } from '../types/model'
import {
  ERROR_SLIDE_CLASS,
  GLOBAL_SLIDE_CLASS,
  MODULE_CLASS,
  SLIDE_CLASS,
  SLIDES_CLASS,
  STAGE_CLASS,
} from './classes'
import { saveRoot, snapshot } from './restore'

export interface ModuleDom {
  stage: HTMLElement
  /** The track the slides are stacked in. */
  track: HTMLElement
  /** The slide's element, built on demand and inserted in index order. */
  slide(index: number): HTMLElement
  /** Indices of the slides built now, ascending. */
  built(): number[]
  /** Removes a built slide's element. */
  release(index: number): void
  /** Marks the current slide and hides every slide not in `visibleIndices` (default: the current). */
  setActive(index: number, visibleIndices?: readonly number[]): void
  /** Shows the error slide (SPEC.md §2); the caller passes the texts. */
  showError(title: string, subtitle: string): HTMLElement
  /** Reserves the module's box: the root's height (and the stage's width unless full width). */
  setSize(width: number, height: number): void
  /** Removes what it created and puts the root and adopted markup back as they were. */
  destroy(): void
}

export interface ModuleDomOptions {
  /** The module's accessible name. @default settings.title, else settings.alias, else 'Slider' */
  label?: string
}

const FILL = 'position:absolute;inset:0'
/** Error and global slides are never adopted as slides. */
const SKIP = `.${ERROR_SLIDE_CLASS},.${GLOBAL_SLIDE_CLASS}`

/**
 * The module's markup, after the WAI-ARIA carousel pattern: root (region, "carousel") > stage >
 * track > slides (group, "slide", "N of M"). Styles are inline, so no global stylesheet is needed.
 * Markup already in the root (server-rendered `.strata-stage` with `.strata-slide` children) is
 * adopted instead of duplicated; a slide's index comes from its `data-index`.
 */
export function createModuleDom(
  root: HTMLElement,
  model: ModuleModel,
  opts: ModuleDomOptions = {},
): ModuleDom {
  const doc = root.ownerDocument
  const { title, alias, size } = model.settings
  const count = model.slides.length
  // Undo jobs for the root and adopted markup, run newest first.
  const undo = [saveRoot(root, MODULE_CLASS)]
  const created: HTMLElement[] = []
  const adopted = new Set<Element>()
  const slides = new Map<number, HTMLElement>()
  let active = -1
  let visible: readonly number[] = []
  let error: HTMLElement | undefined

  const set = (el: Element, name: string, value: string | false): void =>
    value === false ? el.removeAttribute(name) : el.setAttribute(name, value)
  const div = (className: string, css: string): HTMLElement => {
    const el = doc.createElement('div')
    el.className = className
    el.style.cssText = css
    return el
  }
  const part = (parent: HTMLElement, cls: string, css: string): HTMLElement => {
    const found = Array.from(parent.children).find((el) => el.classList.contains(cls)) as
      | HTMLElement
      | undefined
    if (found) {
      undo.push(snapshot(found))
      found.style.cssText = css
      return found
    }
    const el = parent.appendChild(div(cls, css))
    created.push(el)
    return el
  }
  const show = (el: HTMLElement, index: number): void => {
    const on = visible.includes(index)
    set(el, 'aria-current', index === active && 'true')
    set(el, 'data-active', index === active && 'true')
    set(el, 'aria-hidden', !on && 'true')
    set(el, 'inert', !on && '')
    el.style.visibility = on ? '' : 'hidden'
  }
  const label = (el: HTMLElement, role: string, text: string): void => {
    set(el, 'role', role)
    set(el, 'aria-roledescription', 'slide')
    set(el, 'aria-label', text)
  }
  const decorate = (el: HTMLElement, index: number): HTMLElement => {
    const slide = model.slides[index]
    label(el, slide?.acc.role || 'group', slide?.acc.label || `${index + 1} of ${count}`)
    el.dataset.index = String(index)
    el.dataset.slideId = slide?.id ?? ''
    el.style.cssText = FILL
    show(el, index)
    slides.set(index, el)
    return el
  }

  root.classList.add(MODULE_CLASS)
  set(root, 'role', 'region')
  set(root, 'aria-roledescription', 'carousel')
  set(root, 'aria-label', opts.label || title || alias || 'Slider')
  const stage = part(
    root,
    STAGE_CLASS,
    'position:relative;height:100%;max-width:100%;margin:0 auto;overflow:hidden',
  )
  const track = part(stage, SLIDES_CLASS, FILL)
  // Server-rendered slides (in the track, or directly in the stage) are taken over as they are.
  for (const el of stage.querySelectorAll<HTMLElement>(`.${SLIDE_CLASS}`)) {
    const index = Number(el.dataset.index)
    const parent = el.parentElement
    if (!Number.isInteger(index) || index < 0 || index >= count || slides.has(index)) continue
    if ((parent !== track && parent !== stage) || el.matches(SKIP)) continue
    undo.push(snapshot(el))
    adopted.add(el)
    track.append(decorate(el, index))
  }

  return {
    stage,
    track,
    slide(index) {
      const slide = model.slides[index]
      let el = slides.get(index)
      if (el) return el
      el = div(`${SLIDE_CLASS} ${slide?.attr.class ?? ''}`.trim(), '')
      if (slide?.attr.id) el.id = slide.attr.id
      decorate(el, index)
      const next = Math.min(...[...slides.keys()].filter((i) => i > index))
      return track.insertBefore(el, slides.get(next) ?? null)
    },
    built: () => [...slides.keys()].sort((a, b) => a - b),
    release(index) {
      slides.get(index)?.remove()
      slides.delete(index)
    },
    setActive(index, visibleIndices = [index]) {
      active = index
      visible = visibleIndices
      for (const [i, el] of slides) show(el, i)
    },
    showError(heading, subtitle) {
      error?.remove()
      error = div(
        `${SLIDE_CLASS} ${ERROR_SLIDE_CLASS}`,
        `${FILL};display:grid;place-content:center;text-align:center`,
      )
      label(error, 'group', heading)
      const h2 = doc.createElement('h2')
      const p = doc.createElement('p')
      h2.textContent = heading
      p.textContent = subtitle
      error.append(h2, p)
      return track.appendChild(error)
    },
    setSize(width, height) {
      root.style.height = `${height}px`
      // The box CSS caps the height for the level it guessed from the viewport; the exact one wins.
      root.style.maxHeight = 'none'
      if (!size.fullWidth) stage.style.width = `${width}px`
    },
    destroy() {
      for (const el of slides.values()) if (!adopted.has(el)) el.remove()
      slides.clear()
      error?.remove()
      for (const job of undo.splice(0).reverse()) job()
      for (const el of created.splice(0)) el.remove()
    },
  }
}
