// @vitest-environment node
import { fileURLToPath } from 'node:url'
import type { FontMetrics } from '@strata/fonts'
import { describe, expect, it } from 'vitest'
import { lato, openSans, openSansItalic, roboto, roboto700 } from './served-metrics'

const FILES = fileURLToPath(new URL('../../../public/fonts/', import.meta.url))
const SCRIPT = new URL('../../../../../packages/fonts/scripts/font-metrics.mjs', import.meta.url)
  .href
/** Pairs that kern in these fonts ('AV', 'To', 'Ty', 'We', 'r.', 'fi' ...). */
const TEXT = 'AVATAR To Ty We, Yo r. fi fl LT P. Fonts arrive'
const FACES: [FontMetrics, string][] = [
  [roboto, 'roboto-400'],
  [roboto700, 'roboto-700'],
  [lato, 'lato-400'],
  [openSans, 'open-sans-400'],
  [openSansItalic, 'open-sans-400-italic'],
]

describe('the metrics the playground gives fonts() describe the files its provider serves', () => {
  it('each entry of served-metrics.ts is what scripts/font-metrics.mjs reads from its woff2 file', async () => {
    const { fontMetrics } = (await import(/* @vite-ignore */ SCRIPT)) as {
      fontMetrics(file: string, only?: string): Promise<FontMetrics>
    }
    for (const [committed, name] of FACES) {
      // Every metric and advance; the pairs of a text with kerning (all 9,025 take seconds).
      const read = await fontMetrics(`${FILES}${name}.woff2`, TEXT)
      const { widths, ...rest } = committed
      expect({ ...read, widths: { ...read.widths, pairs: {} } }, name).toEqual({
        ...rest,
        widths: { ...widths, pairs: {} },
      })
      const pairs = Object.fromEntries(
        Object.entries(widths?.pairs ?? {}).filter(([ab]) => TEXT.includes(ab)),
      )
      expect(read.widths?.pairs, name).toEqual(pairs)
    }
  })
})
