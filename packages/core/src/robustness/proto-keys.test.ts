import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { normaliseModule } from '../normalise/normalise-module'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { easeByName as gradientEase } from '../services/loading/gradient-ease'
import { createActionEngine } from '../services/page/actions/engine'
import type { ActionHost } from '../services/page/actions/types'
import { schemeOf } from '../services/page/links/scheme'
import { easeByName as scrollEase } from '../services/page/scroll/ease'
import { installFakeBrowser } from '../test-support/fake-browser'
import type { PluginContext } from '../types/plugin'

/** Names every plain object answers through its prototype: data may use any of them as a key. */
const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe.each(PROTO_KEYS)('a data key named %s is looked up in own properties only', (key) => {
  it('names no scroll ease and no gradient ease', () => {
    expect(scrollEase(key)).toBeNull()
    expect(scrollEase(`${key}.inOut`)).toBeNull()
    expect(gradientEase(key)).toBeUndefined()
    expect(gradientEase(`${key}.out`)).toBeUndefined()
  })

  it('names no action, and is reported as unknown', () => {
    const report = vi.fn()
    const ctx = { scheduler: createFakeScheduler() } as unknown as PluginContext
    const engine = createActionEngine({ ctx, report } as unknown as ActionHost, {})
    engine.bind(document.createElement('button'), [{ a: key }], 'slides.1.slide.actions')
    expect(report).toHaveBeenCalledExactlyOnceWith(
      'slides.1.slide.actions.0.a',
      `unknown action "${key}"; ignored`,
    )
  })

  it('is no character reference in a link scheme', () => {
    expect(schemeOf(`java&${key};script:x`)).not.toContain('function')
  })

  it('as a slide, layer, setting or nested key, normalises without throwing or polluting', () => {
    const raw = JSON.parse(`{
      "id": "p", "settings": { "${key}": 1, "size": { "${key}": [1, 2] }, "general": { "${key}": {} } },
      "slides": {
        "${key}": { "id": 1, "slide": { "title": "A", "${key}": "x" }, "layers": { "${key}": { "id": 1, "type": "text" } } },
        "2": { "id": 2, "slide": { "title": "B", "actions": { "${key}": { "a": "${key}" } } }, "layers": {} }
      }
    }`)
    const { model, report } = normaliseModule(raw)
    expect(model.slides.length).toBeGreaterThan(0)
    for (const entry of report) expect(typeof entry.path).toBe('string')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf({})).toBe(Object.prototype)
    expect(typeof Object.prototype.toString).toBe('function')
  })

  it('as a slide key, a slider still mounts and shows the slides', async () => {
    installFakeBrowser()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = document.createElement('div')
    document.body.append(root)
    const raw = JSON.parse(
      `{ "id": "p", "slides": { "${key}": { "id": 1, "slide": { "title": "A" } }, "2": { "id": 2, "slide": { "title": "B" } } } }`,
    )
    const slider = createSlider(root, { module: raw, scheduler: createFakeScheduler() })
    await slider.ready
    // `__proto__` and `constructor` are refused as slide keys, with a report entry; the others
    // are slides like any.
    const refused = key === '__proto__' || key === 'constructor'
    expect(slider.state.count).toBe(refused ? 1 : 2)
    if (refused)
      expect(slider.report).toContainEqual({
        path: `slides.${key}`,
        message: 'unsafe key; ignored',
      })
    slider.destroy()
    root.remove()
  })
})
