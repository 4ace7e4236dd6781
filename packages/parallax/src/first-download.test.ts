// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("parallax's first download is one file (issue #25)", () => {
  it('the runtime and scroll chunks import no module of the entry, of each other, or of core: they get them as `host`', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual(['plugin/setup-parallax.ts', 'scroll/motion.ts'])
    expect(sharing.withEntry).toEqual([])
    expect(sharing.betweenChunks).toEqual([])
    expect(sharing.strata).toEqual([])
  })
})
