import type { ContentHandle, ContentRequest } from '@strata/layers-text'
import type { ChunkKit } from '../plugin/chunk-kit'
import { dedupeSvgPath } from './svg-path'

/** Svg layer states (docs/behaviour.md §4): loading, then done or failed. */
export type SvgState = 'loading' | 'done' | 'failed'

/**
 * What this chunk uses of the plugin, passed rather than imported (core's kit here would be a
 * file of the first download of its own, docs/performance.md, issue #25).
 */
export interface SvgHost {
  kit: Pick<ChunkKit, 'isRec'>
}

/** The file's text; a failed answer (404...) is an error. Here, not in the first download. */
function fetchText(url: string, signal: AbortSignal): Promise<string> {
  return fetch(url, { signal }).then((r) =>
    r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`)),
  )
}

/** The colour the data gives the svg (`svg.color`, `svg.c`, else the layer's `color`). */
function colourOf(
  raw: Record<string, unknown>,
  { isRec }: Pick<ChunkKit, 'isRec'>,
): string | undefined {
  const svg = isRec(raw.svg) ? raw.svg : {}
  const c = svg.color ?? svg.c ?? raw.color
  const v = Array.isArray(c) ? c[0] : c
  return typeof v === 'string' && /^[#\w(),.%\s-]+$/.test(v) ? v : undefined
}

/**
 * An svg layer (docs/behaviour.md §7): the file at `content.src` (duplicated path segments
 * removed) fetched and inlined, with scripts and event-handler attributes removed (reported),
 * filled with the data's colour. An empty or unreadable file is marked failed and reported
 * (docs/behaviour.md §8 "Empty svg: marked failed"); the slide carries on.
 */
export function svgLayer(
  { layer, element, warn }: ContentRequest,
  { kit }: SvgHost,
): ContentHandle {
  const abort = new AbortController()
  const set = (state: SvgState) => {
    element.dataset.state = state
  }
  const fail = (message: string) => {
    set('failed')
    warn('content.src', message)
  }
  const src = layer.content.src
  if (!src) {
    fail('svg url is missing')
    return { destroy: () => {} }
  }
  set('loading')
  let url = src
  // The sanitiser (DOMPurify) is a chunk of its own: a module with no svg layer never loads it.
  import('@strata/core/sanitize')
    .then(async ({ safeUrl, sanitizeHtml }) => {
      const safe = safeUrl(src, 'media')
      if (!safe || safe.startsWith('data:')) throw new Error('refused')
      url = dedupeSvgPath(safe)
      return { text: await fetchText(url, abort.signal), sanitizeHtml }
    })
    .then(({ text, sanitizeHtml }) => {
      if (abort.signal.aborted) return
      const { html, removed } = sanitizeHtml(text, 'layer')
      const tpl = element.ownerDocument.createElement('template')
      tpl.innerHTML = html
      const svg = tpl.content.querySelector('svg')
      if (!svg?.childElementCount) return fail(`svg is empty: ${url}`)
      if (removed.length) warn('content.src', `removed from the svg: ${removed.join(', ')}`)
      const colour = colourOf(layer.raw, kit)
      svg.setAttribute('width', '100%')
      svg.setAttribute('height', '100%')
      if (colour) {
        svg.style.color = colour
        svg.style.fill = colour
        for (const el of svg.querySelectorAll('[fill]:not([fill="none"])'))
          el.setAttribute('fill', 'currentColor')
      }
      svg.setAttribute('aria-hidden', layer.accessibility.label ? 'false' : 'true')
      element.append(svg)
      set('done')
    })
    .catch((error: unknown) => {
      if (abort.signal.aborted) return
      if (error instanceof Error && error.message === 'refused')
        return fail(`svg url is refused: ${src}`)
      fail(`svg could not be loaded: ${url} (${error instanceof Error ? error.message : error})`)
    })
  return {
    destroy() {
      abort.abort()
      element.querySelector(':scope > svg')?.remove()
    },
  }
}
