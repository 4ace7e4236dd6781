import type { RawRecord, RawValue } from '@strata/core'

/** Three slide backgrounds that tell apart in a screenshot: gradients and overlay patterns. */
const LOOKS: readonly { color: RawValue; overlay: number }[] = [
  { color: 'linear-gradient(135deg,#d7263d 0%,#f49d37 100%)', overlay: 1 },
  { color: 'radial-gradient(circle at 30% 40%,#3f88c5 0%,#032b43 100%)', overlay: 0 },
  // An editor colour object with an eased ramp, as exports carry it: drawn from its stops by
  // core's full gradient reader, an on-demand chunk (docs/data-format/README.md "Colours").
  {
    color: {
      type: 'linear',
      angle: 90,
      easing: 'sine.inOut',
      colors: [
        { r: 27, g: 153, b: 139, a: 1, p: 0 },
        { r: 197, g: 216, b: 109, a: 1, p: 100 },
      ],
      string: 'linear-gradient(90deg, #1b998b 0%, #c5d86d 100%)',
    },
    overlay: 3,
  },
]

export interface BgSlide {
  title: string
  /** The slide's background animation, in the 7.x form (`bg.all`) or the 6.x form (`ms`). */
  anim?: RawRecord
  /** A Ken Burns `pan` track. */
  pan?: RawRecord
  /** A background image record `{ src, pos, size, repeat }`. */
  image?: RawRecord
}

/** A module in the exported shape whose slides carry a `slidebg` layer (docs/data-format/README.md). */
export function bgModule(id: string, slides: readonly BgSlide[], length = 9000): RawRecord {
  const out: RawRecord = {}
  slides.forEach((s, i) => {
    const look = LOOKS[i % LOOKS.length] as (typeof LOOKS)[number]
    const tl: RawRecord = {
      in: { ...(s.anim ? { bg: s.anim } : {}), ...(s.pan ? { pan: s.pan } : {}) },
    }
    const bg = {
      id: 'bg',
      type: 'shape',
      subtype: 'slidebg',
      bg: { color: look.color, ...(s.image ? { image: s.image } : {}) },
      overlay: look.overlay,
      tl,
    }
    out[i + 1] = { id: i + 1, slide: { title: s.title, order: i + 1 }, layers: { bg } }
  })
  return {
    id,
    settings: {
      alias: id,
      title: id,
      size: { width: [1240, 1240, 1024, 778, 480], height: [560, 560, 500, 420, 320] },
      slideshow: { length },
    },
    slides: out,
  }
}
