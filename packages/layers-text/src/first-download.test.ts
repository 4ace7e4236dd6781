// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("layers-text's first download is one file (issue #25)", () => {
  it("its chunks (scene builder, loop sampler, hover, looks, placeholders, toggle text, global layers, layout changes' builds) import no module of the entry, of core or of each other", () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual([
      'content/meta.ts',
      'content/toggle.ts',
      'css/looks.ts',
      'global-layers.ts',
      'hover/tween.ts',
      'timeline/build.ts',
      'timeline/loop-plan.ts',
      'timeline/resize.ts',
    ])
    expect(sharing.withEntry).toEqual([])
    expect(sharing.strata).toEqual([])
    expect(sharing.betweenChunks).toEqual([])
  })
})
