import type { LayerModel, PluginContext } from '@strata/core'
import { describe, expect, it, vi } from 'vitest'
import type { SlideEntry } from './index'
import type { PreparedLayer } from './layer'
import { createResize, type ResizeDeps } from './resize'

/** A layer whose scenes move by % only: every layout change keeps it. */
function layer(id: string) {
  const model = {
    id,
    raw: {
      tl: {
        in: {
          content: {
            all: [
              { o: 0, x: '50%' },
              { o: 1, x: 0 },
            ],
          },
        },
      },
    },
  } as unknown as LayerModel
  return { model, element: document.createElement('div') }
}

describe('createResize (issue #25)', () => {
  it('a stale slide whose layers all stay still has its untimed layers timed', () => {
    const kept = layer('1')
    const entry: SlideEntry = {
      index: 1,
      layers: [kept],
      built: new Map(),
      shown: false,
      // Prepared before it went stale, its pieces stopped then (index.ts `timeLater`).
      prepared: [{ layer: kept } as unknown as PreparedLayer],
      waiting: new Set(),
      stale: 'scale',
    }
    const deps = {
      ctx: {} as PluginContext,
      slides: new Map([[1, entry]]),
      release: vi.fn(),
      prepare: vi.fn(),
      time: vi.fn(),
      timeLater: vi.fn(),
      soon: () => true,
      place: vi.fn(),
      prime: vi.fn(),
    } satisfies ResizeDeps
    createResize(deps).refresh(1, entry)
    expect(entry.stale).toBeUndefined()
    // The layer plugin places it first (a hidden slide waits for that after a layout change).
    expect(deps.place).toHaveBeenCalledWith(1)
    // Nothing built again, and the layer it had prepared is timed.
    expect(deps.release).not.toHaveBeenCalled()
    expect(deps.timeLater).toHaveBeenCalledWith(entry)
    expect(entry.prepared).toHaveLength(1)
  })
})
