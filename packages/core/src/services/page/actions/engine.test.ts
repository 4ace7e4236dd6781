import { describe, expect, it, vi } from 'vitest'
import { createFakeScheduler } from '../../../scheduler/fake-scheduler'
import type { PluginContext } from '../../../types/plugin'
import { createActionEngine } from './engine'
import { actionKey } from './read-action'
import type { ActionHost } from './types'

function engineWith(handlers: Parameters<typeof createActionEngine>[1]) {
  const scheduler = createFakeScheduler()
  const report = vi.fn()
  const host = { ctx: { scheduler } as unknown as PluginContext, report } as unknown as ActionHost
  return { engine: createActionEngine(host, handlers), report, scheduler }
}

describe('action engine', () => {
  it('names fold case, _ and -: toggle_slider, toggleSlider and Toggle-Slider are one action', () => {
    expect(new Set(['toggle_slider', 'toggleSlider', 'Toggle-Slider'].map(actionKey)).size).toBe(1)
  })

  it('unknown actions are report entries at bind time and nothing is bound', () => {
    const { engine, report } = engineWith({})
    const el = document.createElement('button')
    const add = vi.spyOn(el, 'addEventListener')
    engine.bind(el, [{ a: 'launchRocket' }], 'slides.1.actions')
    expect(report).toHaveBeenCalledExactlyOnceWith(
      'slides.1.actions.0.a',
      'unknown action "launchRocket"; ignored',
    )
    expect(add).not.toHaveBeenCalled()
  })

  it('a registered action runs; removing it makes it unknown again', () => {
    const { engine, report, scheduler } = engineWith({})
    const handler = vi.fn()
    const off = engine.register('openModal', handler)
    const el = document.createElement('button')
    engine.bind(el, { a: 'open_modal', alias: 'promo' }, 'layers.4.actions')
    el.click()
    scheduler.tick(20)
    expect(handler).toHaveBeenCalledOnce()
    off()
    engine.bind(el, { a: 'openModal' }, 'layers.5.actions')
    expect(report).toHaveBeenCalledWith('layers.5.actions.a', 'unknown action "openModal"; ignored')
  })

  it('an action that throws is reported and the page goes on', () => {
    const { engine, report } = engineWith({
      boom: () => {
        throw new Error('no modal plugin')
      },
    })
    const record = { a: 'boom', evt: 'click', src: [], target: [], d: 0, rd: 0, raw: {}, path: 'x' }
    expect(engine.run(record, document.body)).toBe(true)
    expect(report).toHaveBeenCalledWith('x', 'action "boom" failed: no modal plugin')
  })

  it('destroy unbinds everything', () => {
    const { engine, scheduler } = engineWith({ go: vi.fn() })
    const el = document.createElement('button')
    const remove = vi.spyOn(el, 'removeEventListener')
    engine.bind(el, [{ a: 'go' }, { a: 'go', evt: 'mouseenter' }], 'p')
    engine.destroy()
    expect(remove).toHaveBeenCalledTimes(2)
    expect(scheduler.size()).toBe(0)
  })
})
