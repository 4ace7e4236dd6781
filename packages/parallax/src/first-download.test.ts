// @vitest-environment node

import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chunkSharing, reach } from '../../../config/first-download'

describe("parallax's first download is one file (issue #25)", () => {
  it('the runtime and scroll chunks import no module of the entry, of each other, or of core: they get them as `host`', () => {
    const sharing = chunkSharing(dirname(fileURLToPath(import.meta.url)))
    expect(sharing.chunks).toEqual(['plugin/setup-parallax.ts', 'scroll/motion.ts'])
    expect(sharing.withEntry).toEqual([])
    expect(sharing.betweenChunks).toEqual([])
    expect(sharing.strata).toEqual([])
  })
})

describe('GSAP loads beside the scroll chunk (issue #25)', () => {
  it("the scroll chunk imports no value of GSAP's core: its loader hands GSAP over", () => {
    // layers-text loads GSAP too: were it in this chunk's imports, a site's bundler would make it
    // a file of its own, asked for only once this chunk (or layers-text's) had arrived.
    const src = dirname(fileURLToPath(import.meta.url))
    const coreImports = [...reach(src, 'scroll/motion.ts').modules].filter((file) =>
      /^import (?!type )[^;]*from 'gsap'/m.test(readFileSync(file, 'utf8')),
    )
    expect(coreImports).toEqual([])
  })
})
