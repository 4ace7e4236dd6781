// @vitest-environment node
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { buildOnePage } from './build-pages.mjs'
import { libraries } from './libraries.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
let outDir = ''
afterEach(() => rm(outDir, { recursive: true, force: true }))

describe('buildOnePage: a tool’s own page (trace, handlers, fn-profile)', () => {
  it('empties the folder, then writes the page, its HTML and the build options’ effects', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'one-page-'))
    await mkdir(join(outDir, 'old'))
    await writeFile(join(outDir, 'old', 'page.js'), '')
    const lib = libraries.find((l) => l.name === 'swiper')
    await buildOnePage(appDir, outDir, lib, { banner: { js: '/* marked */' } })
    expect(existsSync(join(outDir, 'old'))).toBe(false)
    const html = await readFile(join(outDir, 'swiper', 'index.html'), 'utf8')
    expect(html).toContain('<script type="module" src="./page.js">')
    // Swiper's page imports its CSS: the HTML links what the build wrote.
    expect(html).toContain('page.css')
    const js = await readFile(join(outDir, 'swiper', 'page.js'), 'utf8')
    expect(js.startsWith('/* marked */')).toBe(true)
  }, 30_000)
})
