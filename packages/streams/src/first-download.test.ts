// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("the feed chunk shares nothing with the streams' first download (issue #25)", () => {
  it('build-stream imports no module of the entry and no core entry: core comes as its kit', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual(['expand/build-stream.ts'])
    expect(sharing.withEntry).toEqual([])
    // A core entry the chunk imported itself would put the modules behind it that the first
    // download holds (core's normaliser, the URL check) in a chunk of their own.
    expect(sharing.strata).toEqual([])
  })
})
