import type { AnyPlugin, RawRecord } from '@strata/core'
import { prepareModule } from '@strata/core/ssr'
import { installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * happy-dom has no IntersectionObserver or matchMedia that core can use: stand-ins that report
 * the module in view and no reduced motion. Returns the undo.
 */
export function installBrowserStubs(): () => void {
  return installFakeBrowser().restore
}

/** A module in the exported shape: `count` slides, each a title and one text layer. */
export function testModule(alias: string, count = 3, extra: RawRecord = {}): RawRecord {
  const slides: RawRecord = {}
  for (let i = 0; i < count; i++) {
    const id = String(i + 1)
    slides[id] = {
      id,
      slide: { title: `${alias} ${i + 1}`, order: i + 1 },
      layers: { t: { id: 't', type: 'text', content: { text: `<b>Text</b> ${i + 1}` } } },
    }
  }
  return {
    id: alias,
    settings: {
      alias,
      size: { width: [1600, 1240, 1024, 778, 480], height: [500, 480, 420, 360, 300] },
    },
    slides,
    ...extra,
  }
}

/**
 * A plugin that counts live instances: setups minus destroys, shared by every instance. `make`
 * builds another (new object, new setup closure) with the given options and the same counts.
 */
export function countingPlugin(options: RawRecord = {}) {
  const counts = { setups: 0, destroys: 0, live: () => counts.setups - counts.destroys }
  const make = (opts: RawRecord = options): AnyPlugin => ({
    name: 'counting',
    options: opts,
    setup() {
      counts.setups++
      return { destroy: () => void counts.destroys++ }
    },
  })
  return { plugin: make(), counts, make }
}

/** Lets pending promises (module load, first slide) settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Browser stand-ins around each test of the calling file, and core's warnings kept quiet. */
export function stubBrowserEachTest(): void {
  let restore = () => {}
  beforeEach(() => {
    restore = installBrowserStubs()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    restore()
    vi.restoreAllMocks()
  })
}

/** `raw` prepared ahead (`prepareModule`), as a page receives it: JSON. */
export const preparedOf = (raw: RawRecord): RawRecord =>
  JSON.parse(JSON.stringify(prepareModule(raw).module)) as RawRecord
