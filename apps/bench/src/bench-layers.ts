import type { Plugin, RawRecord, TransitionRequest } from '@strata/core'
import { gsap } from 'gsap'

/** The first-slot value of a 5-level responsive array (or the scalar itself). */
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)
const record = (value: unknown): RawRecord =>
  value && typeof value === 'object' ? (value as RawRecord) : {}

/** One slide's raw layers as [background colour, text layers]. */
function readLayers(rawLayers: unknown): { color: string; texts: RawRecord[] } {
  const layers = Object.values(record(rawLayers)).map(record)
  const bg = layers.find((l) => l.subtype === 'slidebg')
  return {
    color: String(record(bg?.bg).color ?? 'transparent'),
    texts: layers.filter((l) => l.type === 'text'),
  }
}

/** A 300 ms horizontal slide, the same kind of change the peers make. */
function slideIn(request: TransitionRequest, gs: gsap.Context): Promise<void> | undefined {
  const { fromElement, toElement, direction, reducedMotion } = request
  // The first slide appears at once, as the peers' does.
  if (reducedMotion || request.from < 0) return undefined
  return new Promise<void>((resolve) =>
    gs.add(() => {
      const tl = gsap.timeline({
        defaults: { duration: 0.3, ease: 'power2.out' },
        onComplete: resolve,
      })
      tl.fromTo(toElement, { xPercent: 100 * direction }, { xPercent: 0 }, 0)
      if (fromElement) tl.fromTo(fromElement, { xPercent: 0 }, { xPercent: -100 * direction }, 0)
    }),
  )
}

/**
 * BENCH ONLY, until @strata/layers-text lands: draws each slide's background and its text layers
 * (content.text at the first level's pos / font size), fades the texts in with GSAP when the
 * slide becomes current, and slides between slides in 300 ms as the peers do.
 */
export function benchLayers(): Plugin<'bench-layers', Record<string, never>> {
  return {
    name: 'bench-layers',
    options: {},
    setup(ctx) {
      const gs = gsap.context(() => {})
      const fadeIn = (index: number): void => {
        const texts = ctx.slideElement(index).querySelectorAll('.strata-bench-layer')
        gs.add(() =>
          gsap.fromTo(
            texts,
            { opacity: 0, y: 20 },
            { opacity: 1, y: 0, duration: 0.45, stagger: 0.1, ease: 'power3.out' },
          ),
        )
      }
      const offs = [
        ctx.on('slide:build', ({ element, slide }) => {
          const { color, texts } = readLayers(slide.rawLayers)
          element.style.background = color
          for (const layer of texts) {
            const el = element.appendChild(document.createElement('div'))
            el.className = 'strata-bench-layer'
            const pos = record(layer.pos)
            const size = Number(first(record(layer.font).size)) || 20
            el.style.cssText = `position:absolute;left:${first(pos.x)}px;top:${first(pos.y)}px;font-size:${size}px;color:#fff;opacity:0`
            el.textContent = String(record(layer.content).text ?? '')
          }
        }),
        ctx.on('slide:release', ({ element }) => {
          gsap.killTweensOf([element, ...element.querySelectorAll('.strata-bench-layer')])
        }),
        ctx.on('module:ready', () => fadeIn(ctx.state.index)),
        ctx.on('slide:after', ({ index }) => fadeIn(index)),
        ctx.addTransition((request) => slideIn(request, gs)),
      ]
      return {
        destroy() {
          for (const off of offs) off()
          gs.revert()
        },
      }
    },
  }
}
