// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("the modal's first download is one file (issue #25)", () => {
  it('the pop-up, alias-loader and trigger chunks import no module of the entry or of core: they get them handed in', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual([
      'load/open-by-alias.ts',
      'plugin/popup.ts',
      'triggers/watch-triggers.ts',
    ])
    expect(sharing.withEntry).toEqual([])
    expect(sharing.strata).toEqual([])
    expect(sharing.betweenChunks).toEqual([])
  })
})
