import type { Level, Reporter, SliderState } from '@strata/core'
import type { Control, NavEnv } from '../env'
import type { LazyKind } from '../kinds'
import { SCRUBBER_CSS } from './scrubber-css'
import { scrubberStyle } from './scrubber-style'

/** docs/behaviour.md §9 "Scrubber: 0.2 s slide change delay". */
export const SCRUB_DELAY_MS = 200

/**
 * Each slider's scrubber style, by its reporter: drawn again (the navigable slides changed), the
 * scrubber does not say a bad extra again.
 */
const styles = new WeakMap<Reporter, Record<string, string>>()

/**
 * The scrubber: a range input over the navigable slides; the slide follows 0.2 s after the thumb
 * stops moving. Its docs/behaviour.md §3 extras (handleSize, length, trackSize, ...) style it through custom properties
 * (see `SCRUBBER_EXTRAS`).
 */
export function createScrubber(env: NavEnv): Control {
  const data = env.nav.scrubber
  const skin = env.skin('scrubber')
  const { el: make, placement } = env.kit
  const input = make(env.doc, 'input', `strata-scrubber ${skin.className}`)
  input.type = 'range'
  input.min = '0'
  input.max = `${Math.max(0, env.items.length - 1)}`
  input.step = '1'
  input.setAttribute('aria-label', 'Slide')
  const { report } = env.ctx.services
  const style = styles.get(report) ?? scrubberStyle(data, report)
  styles.set(report, style)
  for (const [name, value] of Object.entries(style)) input.style.setProperty(name, value)
  let cancel = (): void => {}
  input.addEventListener('input', () => {
    cancel()
    cancel = env.ctx.scheduler.after(SCRUB_DELAY_MS, () => {
      const index = env.items[Number(input.value)]
      if (index !== undefined) env.step('scrubber', index)
    })
  })
  return {
    el: input,
    update({ index, count }: SliderState) {
      const at = env.items.indexOf(index)
      if (at >= 0) input.value = `${at}`
      input.setAttribute('aria-valuetext', `Slide ${index + 1} of ${count}`)
    },
    layout(level: Level) {
      Object.assign(input.style, placement(data, level, env.gridInset()))
      input.style.display = data.show[level] ? '' : 'none'
    },
    destroy: () => cancel(),
  }
}

/** The scrubber as the plugin draws it once this chunk is in, with its structural CSS (kinds.ts). */
export const lazyKind: LazyKind = { create: createScrubber, css: SCRUBBER_CSS }
