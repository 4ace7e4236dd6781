import { describe, expect, it, vi } from 'vitest'
import { prepareColours } from './gradient-reader'
import { loadingServices } from './loading-services'
import { pageResources } from './resource-registry'
import { fakeImages, flush } from './test-images'

const fakeCtx = () => ({
  root: document.createElement('div'),
  services: { report: vi.fn(), announce: vi.fn() },
})

describe('loadingServices(ctx)', () => {
  it('every plugin of one module shares one image queue; the last destroy releases it', async () => {
    const ctx = fakeCtx()
    // Core gives each plugin its own services object around the same root.
    const other = { ...fakeCtx(), root: ctx.root }
    const images = fakeImages()
    const a = loadingServices(ctx, { createImage: images.create })
    const b = loadingServices(other)
    expect(b.images).toBe(a.images)
    const pending = a.images.load('https://cdn.test/a.png')
    await flush()
    a.destroy()
    a.destroy()
    expect(b.images.inFlight).toBe(1)
    b.destroy()
    expect((await pending).cancelled).toBe(true)
    expect(loadingServices(ctx).images).not.toBe(a.images)
    expect(loadingServices(fakeCtx()).images).not.toBe(loadingServices(ctx).images)
  })

  it('colour reads editor colour objects (a solid by orig alone) and computes an eased ramp from its stops', async () => {
    const ctx = fakeCtx()
    const loading = loadingServices(ctx)
    expect(loading.colour({ type: 'solid', orig: '#264653' }, 'slides.1.bg.color')).toBe('#264653')
    const stops = [
      { r: 255, g: 0, b: 0, a: 1, position: 0 },
      { r: 0, g: 0, b: 255, a: 1, position: 100 },
    ]
    const ramp = { type: 'linear', angle: 0, easing: 'power1.in', colors: stops }
    // The plugin's prepare loads the gradient reader for such data (gradient-reader.test.ts).
    await prepareColours([ramp])
    const eased = loading.colour(ramp, 'c')
    expect(eased.match(/rgba/g)).toHaveLength(9)
    expect(ctx.services.report).not.toHaveBeenCalled()
    loading.destroy()
  })

  it("refused urls and broken colours go to the module's report", async () => {
    const ctx = fakeCtx()
    const loading = loadingServices(ctx)
    const broken = { type: 'linear', angle: 'x', colors: [] }
    await prepareColours([broken])
    loading.images.add({ url: 'javascript:alert(1)', path: 'slides.1.layers.2.src' })
    expect(loading.colour(broken, 'settings.bg.color')).toMatch(/^linear-gradient\(180\.1deg/)
    await expect(loading.resources.loadScript('data:,x', { path: 'addOns.a' })).rejects.toThrow(
      'Failed to load script: data:,x',
    )
    expect(ctx.services.report.mock.calls.map(([path]) => path)).toEqual([
      'slides.1.layers.2.src',
      'settings.bg.color.angle',
      'settings.bg.color.colors',
      'addOns.a',
    ])
    loading.destroy()
  })

  it('resources are the page-wide registry, and a plugin cannot destroy it', async () => {
    const ctx = fakeCtx()
    const loading = loadingServices(ctx)
    pageResources(document).register('shared-addon', { status: 2 })
    expect(loading.resources.status('shared-addon')).toBe(2)
    loading.resources.destroy()
    expect(pageResources(document).status('shared-addon')).toBe(2)
    expect(loading.cookies.get('none-such')).toBeUndefined()
    loading.destroy()
  })
})
