import { describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { createRestClient } from '../services/rest/client'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'
import type { AnyPlugin, PluginContext, PrepareContext } from '../types/plugin'

const page = useFakePage()

/** The console warnings that list a module's problems. */
const problemWarnings = () =>
  vi.mocked(console.warn).mock.calls.filter(([text]) => `${text}`.includes('problem(s)'))

describe('a destroyed slider reports nothing', () => {
  it('a prepare hook that rejects after destroy adds no entry and logs no warning', async () => {
    let fail: (error: Error) => void = () => {}
    const late: AnyPlugin = {
      name: 'late',
      options: {},
      prepare: () => new Promise((_, reject) => (fail = reject)),
      setup: () => undefined,
    }
    const slider = createSlider(page.root, {
      module: sampleModule(2),
      plugins: [late],
      scheduler: createFakeScheduler(),
    })
    const reports: unknown[] = []
    slider.on('module:report', ({ entries }) => reports.push(...entries))
    await settle()
    slider.destroy()
    fail(new Error('offline'))
    await slider.ready
    await settle()
    expect(slider.report).toEqual([])
    expect(reports).toEqual([])
    expect(problemWarnings()).toEqual([])
  })

  it('a plugin reporting through ctx.services after destroy adds nothing', async () => {
    let context: PluginContext | undefined
    const keeper: AnyPlugin = {
      name: 'keeper',
      options: {},
      setup: (ctx) => {
        context = ctx
        return undefined
      },
    }
    const slider = createSlider(page.root, {
      module: sampleModule(2),
      plugins: [keeper],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    await settle()
    const before = problemWarnings().length
    slider.destroy()
    context?.services.report('plugins.keeper', 'a timer it forgot ran out')
    await settle()
    expect(slider.report).toEqual([])
    expect(problemWarnings()).toHaveLength(before)
  })

  it('a problem reported before destroy is kept', async () => {
    const slider = createSlider(page.root, { module: 'nope', scheduler: createFakeScheduler() })
    await slider.ready
    slider.destroy()
    expect(slider.report.length).toBeGreaterThan(0)
  })
})

describe('the REST settings a plugin gets end with their slider', () => {
  /** A site that never answers: each call ends only when its signal aborts. */
  const silent: typeof fetch = (_url, init) =>
    new Promise((_, reject) =>
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      ),
    )

  it('a client made from the prepare context’s rest, or from ctx.services.rest, stops at destroy', async () => {
    const calls: Array<Promise<unknown>> = []
    let prepared: PrepareContext | undefined
    const caller: AnyPlugin = {
      name: 'caller',
      options: {},
      prepare: async (_data, context) => {
        prepared = context
        calls.push(createRestClient(context.rest).get.modal(1))
      },
      setup: (ctx) => {
        calls.push(createRestClient(ctx.services.rest).get.modal(2))
        return undefined
      },
    }
    const slider = createSlider(page.root, {
      module: sampleModule(2),
      plugins: [caller],
      rest: { base: 'https://site.test/wp-json/' },
      fetch: silent,
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(calls).toHaveLength(2)
    expect(prepared?.rest.signal).toBe(prepared?.signal)
    const results = Promise.allSettled(calls)
    slider.destroy()
    const settled = await results
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  })
})
