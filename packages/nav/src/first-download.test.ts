// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("nav's first download is one file (issue #25)", () => {
  it('no on-demand chunk imports a module of the first download or of core: they get its helpers as env.kit', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    // The walk found the kinds' chunks, so the empty lists below mean something.
    expect(sharing.chunks.length).toBeGreaterThan(6)
    expect(sharing.withEntry).toEqual([])
    expect(sharing.strata).toEqual([])
  })
})
