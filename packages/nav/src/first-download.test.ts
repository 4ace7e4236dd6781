// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("nav's first download is one file (issue #25)", () => {
  it('no on-demand chunk imports a module of the first download or of core: they get its helpers as env.kit', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    // The walk found the kinds' chunks, so the empty lists below mean something.
    expect(sharing.chunks.length).toBeGreaterThan(5)
    expect(sharing.withEntry).toEqual([])
    expect(sharing.strata).toEqual([])
  })

  it('no two on-demand chunks share a module: each is one file, asked for in one round trip', () => {
    // A module two chunks import is a file of its own in a site's bundle, which the browser asks
    // for only once one of them has arrived: thumbnails and tabs are one chunk, and take the
    // template helpers from the skins chunk they load with (controls/strips.ts, thumbs.ts).
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toContain('controls/strips.ts')
    expect(sharing.betweenChunks).toEqual([])
  })
})
