// @vitest-environment node
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing } from '../../../../../config/first-download'

describe("the page entry's chunks share nothing with it (issue #25)", () => {
  it('the built-in actions and the scroll code take what the entry holds from their loaders', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
    const sharing = chunkSharing(src, 'page.ts')
    expect(sharing.chunks).toEqual([
      'services/page/actions/builtins.ts',
      'services/page/scroll/scroll-to.ts',
    ])
    expect(sharing.withEntry).toEqual([])
    // The handlers load with the scroll chunk beside them, not importing it: a module two chunks
    // share is a third file, asked for only once one of them has arrived (before the first
    // paint of a module with actions).
    expect(sharing.betweenChunks).toEqual([])
  })
})
