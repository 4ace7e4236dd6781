import { describe, expect, it, vi } from 'vitest'
import {
  checkPluginContract,
  describePluginContract,
  leakyPlugin,
  STUB_RESOURCES,
  stubPlugin,
} from '../testing'
import type { AnyPlugin } from '../types/plugin'

// The real createSlider (./create-slider) drives these: no stub of the slider is used.
describePluginContract('stub', () => stubPlugin('stub'))
describePluginContract('needs-stub', () => stubPlugin('needs-stub', { requires: ['stub'] }), {
  plugins: () => [stubPlugin('stub')],
})

describe('checkPluginContract', () => {
  it('finds every kind of leak of a leaky plugin, after each destroy', async () => {
    const leaks = await checkPluginContract(() => leakyPlugin())
    for (const round of [1, 2]) {
      const mine = leaks.filter((l) => l.startsWith(`round ${round}: `))
      expect(mine.join('\n')).toMatch(/1 bus handler\(s\) still subscribed/)
      expect(mine.join('\n')).toMatch(/1 scheduler job\(s\) still pending/)
      expect(mine.join('\n')).toMatch(/timer\(s\) or animation frame\(s\) still pending/)
      expect(mine.join('\n')).toMatch(/window listener\(s\) not removed: resize/)
      expect(mine.join('\n')).toMatch(/1 MutationObserver\(s\) still observing/)
      expect(mine.join('\n')).toMatch(/root changed: .*data-stub-leaky.*strata-stub/)
    }
  })

  it.each(STUB_RESOURCES)('detects a plugin that forgets only its %s', async (what) => {
    const leaks = await checkPluginContract(() => stubPlugin('half', { leak: [what] }))
    expect(leaks.length).toBeGreaterThan(0)
    expect(leaks.every((l) => /^round [12]: /.test(l))).toBe(true)
  })

  it('reports a plugin whose setup throws, and one whose requirement is missing', async () => {
    const broken: AnyPlugin = {
      name: 'broken',
      options: {},
      setup: () => {
        throw new Error('boom')
      },
    }
    const leaks = await checkPluginContract(() => broken)
    expect(leaks).toContain('round 1: plugins.broken: setup failed (boom); the plugin is skipped')
    const orphan = await checkPluginContract(() => stubPlugin('orphan', { requires: ['nav'] }))
    expect(orphan.join('\n')).toMatch(/requires "nav", which is not installed/)
    expect(orphan.join('\n')).toMatch(/setup of "orphan" was never called/)
  })

  it('a clean plugin leaves the page as it found it and real timers back', async () => {
    const before = document.body.innerHTML
    const real = { setTimeout, clearTimeout, requestAnimationFrame }
    expect(await checkPluginContract(() => stubPlugin('clean'))).toEqual([])
    expect(document.body.innerHTML).toBe(before)
    // The check fakes timers for its run: the very functions found before must be back.
    expect(vi.isFakeTimers()).toBe(false)
    expect({ setTimeout, clearTimeout, requestAnimationFrame }).toEqual(real)
    // And they run: a real 0 ms timeout fires without the fake clock being advanced.
    await expect(new Promise((done) => setTimeout(() => done('fired'), 0))).resolves.toBe('fired')
  })
})
