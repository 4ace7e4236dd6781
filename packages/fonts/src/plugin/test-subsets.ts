import type { RawRecord } from '@strata/core'
import { lazySlides } from '@strata/core/rest'
import { expect, type Mock, vi } from 'vitest'
import { fonts } from '../index'
import { type fakeFontSet, mount, relayout, textLayers } from './test-page'

// What the subset tests add to the page (test-page.ts): their text layers, the module's shape
// and the face specs they wait for.

export const text = (family: string, words: string): RawRecord => ({
  type: 'text',
  content: { text: words },
  font: { family, weight: 400 },
})

/** A module of slide `a` (`layers`) and, with `fetch`, lazy slide `b`, on the provider `base`. */
export const start = (
  layers: RawRecord,
  fetch?: typeof globalThis.fetch,
  settings: RawRecord = {},
  base = 'http://127.0.0.1:9/f',
) =>
  mount({
    module: {
      settings: { alias: 'fonts-subsets', ...settings },
      slides: {
        a: { id: 'a', layers },
        ...(fetch ? { b: { id: 'b', slide: { lazy: true } } } : {}),
      },
    },
    fetch,
    rest: { ajaxUrl: '/ajax' },
    plugins: [textLayers(), fonts({ base }), lazySlides()],
  })
export const [ROBOTO, LATO] = ['normal 400 16px "Roboto"', 'normal 400 16px "Lato"']
export const calls = (fn: { mock: { calls: [string, string?][] } }) => fn.mock.calls

/**
 * Roboto 400's Cyrillic file arrives: `fonts:loaded` for it (its `times`th call), one relayout on
 * the next frame, loaded (2), and nothing reported.
 */
export async function expectCyrillicIn(
  { slider, scheduler }: Awaited<ReturnType<typeof start>>,
  arrive: ReturnType<typeof fakeFontSet>['arrive'],
  loaded: Mock,
  times: number,
) {
  arrive(ROBOTO, 'cyrillic')
  await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(times))
  expect(loaded).toHaveBeenLastCalledWith({ family: 'Roboto', weight: 400, style: 'normal' })
  scheduler.tick(16)
  expect(relayout).toHaveBeenCalledTimes(1)
  expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2)
  expect(slider.report).toEqual([])
}
