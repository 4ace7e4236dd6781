// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("the carousel's first download is one file (issue #25)", () => {
  it('the runtime chunk imports no module of the entry or of core: it gets them as `host`', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual(['plugin/setup-carousel.ts'])
    expect(sharing.withEntry).toEqual([])
    expect(sharing.strata).toEqual([])
  })
})
