// @vitest-environment node
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../config/first-download'

describe("the main entry's chunks share nothing with each other (issue #25)", () => {
  it('the module loader is one chunk for REST, ajax and .json: no third file it waits for', () => {
    // A module two chunks import is a file of its own in a site's bundle, asked for only once a
    // chunk importing it has arrived: a round trip more before a fetched module's request.
    const src = dirname(fileURLToPath(import.meta.url))
    const sharing = chunkSharing(src, 'index.ts')
    expect(sharing.chunks).toContain('load/fetch-module.ts')
    expect(sharing.chunks).not.toContain('load/fetch-ajax.ts')
    expect(sharing.betweenChunks).toEqual([])
    expect(sharing.withEntry).toEqual([])
  })
})
