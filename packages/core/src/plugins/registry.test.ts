// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { AnyPlugin, PluginContext } from '../types/plugin'
import { collectParts, setupPlugins } from './registry'

const ctx = {} as PluginContext
const plugin = (name: string, extra: Partial<AnyPlugin> = {}, log: string[] = []): AnyPlugin => ({
  name,
  options: {},
  setup: () => {
    log.push(`setup ${name}`)
    return { api: { name }, destroy: () => log.push(`destroy ${name}`) }
  },
  ...extra,
})

describe('setupPlugins', () => {
  it('Core rejects a duplicate name with a clear message: the second is skipped', () => {
    const report = vi.fn()
    const log: string[] = []
    const first = plugin('nav', {}, log)
    const set = setupPlugins([first, plugin('nav', { options: 2 }, log)], () => ctx, report)
    expect(log).toEqual(['setup nav'])
    expect(report).toHaveBeenCalledWith(
      'plugins.nav',
      'duplicate plugin "nav": the second is ignored',
    )
    expect(set.apis.get('nav')).toEqual({ name: 'nav' })
  })

  it('Core rejects a missing `requires` with a clear message naming both plugins', () => {
    const report = vi.fn()
    const set = setupPlugins([plugin('carousel', { requires: ['nav'] })], () => ctx, report)
    expect(report).toHaveBeenCalledWith(
      'plugins.carousel',
      'plugin "carousel" requires "nav", which is not installed',
    )
    expect(set.apis.has('carousel')).toBe(false)
  })

  it('a plugin whose requirement was itself rejected is rejected too', () => {
    const report = vi.fn()
    const set = setupPlugins(
      [plugin('a', { requires: ['b'] }), plugin('b', { requires: ['missing'] })],
      () => ctx,
      report,
    )
    expect(report.mock.calls.map((c) => c[0])).toEqual(['plugins.b', 'plugins.a'])
    expect(set.apis.size).toBe(0)
  })

  it('sets required plugins up before the plugins that need them', () => {
    const log: string[] = []
    setupPlugins(
      [plugin('carousel', { requires: ['nav'] }, log), plugin('nav', {}, log)],
      () => ctx,
      vi.fn(),
    )
    expect(log).toEqual(['setup nav', 'setup carousel'])
  })

  it('passes each plugin its own context', () => {
    const make = vi.fn((p: AnyPlugin) => ({ root: p.name }) as unknown as PluginContext)
    const seen: unknown[] = []
    const spy = (name: string): AnyPlugin => ({
      name,
      options: {},
      setup: (c) => void seen.push(c.root),
    })
    setupPlugins([spy('x'), spy('y')], make, vi.fn())
    expect(seen).toEqual(['x', 'y'])
  })

  it('a plugin whose setup throws is reported and skipped; the others go on', () => {
    const report = vi.fn()
    const log: string[] = []
    const broken = plugin('broken', {
      setup: () => {
        throw new Error('boom')
      },
    })
    const set = setupPlugins([broken, plugin('ok', {}, log)], () => ctx, report)
    expect(report).toHaveBeenCalledWith(
      'plugins.broken',
      'setup failed (boom); the plugin is skipped',
    )
    expect(log).toEqual(['setup ok'])
    expect([...set.apis.keys()]).toEqual(['ok'])
  })

  it('destroys in reverse order, each in try/catch, and destroy() is idempotent', () => {
    const report = vi.fn()
    const log: string[] = []
    const failing = plugin('failing', {
      setup: () => ({
        destroy: () => {
          throw new Error('oops')
        },
      }),
    })
    const set = setupPlugins(
      [
        plugin('a', {}, log),
        failing,
        plugin('b', {}, log),
        plugin('none', { setup: () => undefined }),
      ],
      () => ctx,
      report,
    )
    set.destroy()
    set.destroy()
    expect(log).toEqual(['setup a', 'setup b', 'destroy b', 'destroy a'])
    expect(report).toHaveBeenCalledExactlyOnceWith('plugins.failing', 'destroy failed (oops)')
    expect(set.apis.size).toBe(0)
  })
})

describe('collectParts', () => {
  it('returns the normalise parts in order, skipping plugins without one and duplicates', () => {
    const a = { module: () => {} }
    const b = { slide: () => {} }
    const parts = collectParts([
      plugin('a', { normalise: a }),
      plugin('none'),
      plugin('b', { normalise: b }),
      plugin('a', { normalise: { layer: () => {} } }),
    ])
    expect(parts).toEqual([a, b])
  })
})
