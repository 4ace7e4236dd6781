import type { LayerModel, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'
import type { ImageCandidates } from '@strata/core/loading'
import { refuseMediaUrl as refuseUrl } from '../media-url'

/**
 * `srcset` and `sizes` when the data gives several sizes of the image: `content.srcset` as a
 * list of `{ src, w }` (or `{ url, width }`) or a CSS srcset string, and `content.sizes`.
 * Candidates with a refused address are left out.
 */
export function srcsetOf(layer: LayerModel): ImageCandidates | undefined {
  return candidatesOf(layer.raw.content)
}

/** {@link srcsetOf} of a raw `content` record (what `prepare` reads, before normalising). */
export function candidatesOf(content: RawValue): ImageCandidates | undefined {
  const c = isRec(content) ? content : {}
  const list = Array.isArray(c.srcset)
    ? c.srcset.flatMap((e) => {
        if (!isRec(e)) return []
        const url = e.src ?? e.url
        const w = Number(e.w ?? e.width)
        return typeof url === 'string' && w > 0 ? [`${url} ${Math.round(w)}w`] : []
      })
    : typeof c.srcset === 'string'
      ? c.srcset.split(',').map((s) => s.trim())
      : []
  const safe = list.filter((s) => s && !refuseUrl(s.split(/\s+/)[0] ?? '') && !/[\s,]{2}/.test(s))
  if (safe.length < 2) return undefined
  return { srcset: safe.join(', '), sizes: typeof c.sizes === 'string' ? c.sizes : '100vw' }
}
