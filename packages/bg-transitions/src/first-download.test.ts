// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("bg-transitions' first download is one file (issue #25)", () => {
  it('the slide changes, grid and 3D chunks import no module of the entry, of core or of each other: they get them as `host`', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual(['families/d3.ts', 'families/grid.ts', 'run/motion-chunk.ts'])
    expect(sharing.withEntry).toEqual([])
    expect(sharing.strata).toEqual([])
    expect(sharing.betweenChunks).toEqual([])
  })
})
