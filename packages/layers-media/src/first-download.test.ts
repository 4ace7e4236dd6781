// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("layers-media's first download is one file (issue #25)", () => {
  it('the svg, media and video runtime chunks import no module of the entry or of core: they get them as the plugin kit', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual(['svg/svg-layer.ts', 'video/media-chunk.ts', 'video/runtime.ts'])
    expect(sharing.withEntry).toEqual([])
    expect(sharing.strata).toEqual([])
  })
})
