import type { PluginContext } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { buildSlideLayers, type FrameEnv, frameEnv } from './build-layers'
import { FRAME, testLayers } from './test-layers'

const build = (raw: Parameters<typeof testLayers>[0], env: FrameEnv = FRAME) => {
  const target = document.createElement('div')
  const { layers, report } = testLayers(raw)
  const warns: string[] = []
  const built = buildSlideLayers(target, layers, (l, p, m) => warns.push(`${l.id} ${p}: ${m}`))
  built.layout(env)
  const wrap = (id: string) =>
    target.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)?.parentElement
  const grid = target.querySelector<HTMLElement>('.strata-layer-grid')
  return {
    target,
    built,
    report,
    warns,
    wrap,
    grid,
    el: (id: string) => wrap(id)?.firstElementChild,
  }
}

describe('buildSlideLayers: where layers go', () => {
  it("the layer grid box is core's (ctx.dom.grid()): x, y, width and height in module px", () => {
    const env = { ...FRAME, grid: { x: 89, y: 0, width: 1102, height: 800, scale: 0.889 } }
    const { grid } = build({}, env)
    expect(grid?.style.cssText).toContain('left: 89px')
    expect(grid?.style.width).toBe('1102px')
    expect(grid?.style.height).toBe('800px')
  })
  it('without a grid from core, the grid is centred at the scale', () => {
    const { grid } = build({}, { ...FRAME, grid: undefined, scale: 0.5, height: 400 })
    expect(grid?.style.left).toBe('330px')
    expect(grid?.style.top).toBe('50px')
  })
  it('a layer without rTo is placed in the grid; rTo "slide" on the slide; a zone always on the slide', () => {
    const { wrap, report } = build({
      g: { id: 'g', type: 'text' },
      s: { id: 's', type: 'text', rTo: 'slide' },
      z: { id: 'z', type: 'container', subtype: 'zone' },
    })
    expect(report).toEqual([])
    expect(wrap('g')?.parentElement?.className).toBe('strata-layer-grid')
    expect(wrap('s')?.parentElement?.className).toBe('strata-layers')
    expect(wrap('z')?.parentElement?.className).toBe('strata-layers')
  })
})

describe('buildSlideLayers: rows lay columns out across the grid', () => {
  const ZONE_ROW = {
    z: { id: 'z', type: 'container', subtype: 'zone', rTo: 'slide', pos: { v: 'middle' } },
    r: { id: 'r', type: 'container', subtype: 'row', pid: 'z', p: { l: 5 } },
    c: { id: 'c', type: 'container', subtype: 'column', pid: 'r', size: { col: '1/3' } },
  }
  it("a row's sides are inset by half of what it has beyond the grid width, plus its padding", () => {
    const { el, wrap, warns } = build(ZONE_ROW)
    expect(warns).toEqual([])
    const row = el('r') as HTMLElement
    expect(row.style.display).toBe('flex')
    expect(row.style.getPropertyValue('padding-left')).toBe(
      'calc(max(0px, (100% - 1240px) / 2) + 5px)',
    )
    expect(row.style.getPropertyValue('padding-right')).toBe(
      'calc(max(0px, (100% - 1240px) / 2) + 0px)',
    )
    expect(wrap('r')?.style.width).toBe('100%')
    expect(wrap('z')?.style.width).toBe('100%')
    expect(wrap('c')?.style.flex).toBe('0 0 33.333%')
  })
})

describe('buildSlideLayers: text wrapping', () => {
  it('a text of fixed or fractional width with ws "normal" wraps at that width; nowrap keeps one line', () => {
    const text = 'Sample body text that is long enough to wrap across several lines'
    const { el, wrap, target } = build({
      f: { id: 'f', type: 'text', size: { w: '300px' }, ws: 'normal', content: { text } },
      h: { id: 'h', type: 'text', size: { w: '#1/2#' }, ws: 'normal', content: { text } },
      n: { id: 'n', type: 'text', content: { text } },
    })
    expect(wrap('f')?.style.width).toBe('300px')
    expect(wrap('h')?.style.width).toBe('50%')
    for (const id of ['f', 'h']) {
      const style = (el(id) as HTMLElement).style
      expect([style.width, style.whiteSpace]).toEqual(['100%', 'normal'])
    }
    // A default is the layers' stylesheet's (css/defaults-sheet.ts), not written inline.
    const n = el('n') as HTMLElement
    document.body.append(target)
    expect([n.style.whiteSpace, getComputedStyle(n).whiteSpace]).toEqual(['', 'nowrap'])
    expect(getComputedStyle(wrap('n') as HTMLElement).width).toBe('auto')
    target.remove()
  })
})

describe('frameEnv', () => {
  it("takes the grid box and the layers' scale from core's ctx.dom.grid()", () => {
    const grid = { x: 89, y: 0, width: 1102, height: 800, scale: 0.889 }
    const ctx = {
      state: { level: 1, scale: 1, width: 1280, height: 800 },
      module: { settings: { size: { width: [0, 1240], height: [0, 900] } } },
      dom: { grid: () => grid },
    } as unknown as PluginContext
    expect(frameEnv(ctx)).toEqual({
      level: 1,
      scale: 0.889,
      width: 1280,
      height: 800,
      gridWidth: 1240,
      gridHeight: 900,
      grid,
    })
  })
})
