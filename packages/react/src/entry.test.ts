// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Options } from 'tsup'
import { describe, expect, it } from 'vitest'

// Loaded at run time: the config imports the shared base by its `.ts` path, which the
// package's type check (no `allowImportingTsExtensions`) would refuse to follow.
const CONFIG = fileURLToPath(new URL('../tsup.config.ts', import.meta.url))
const DIRECTIVE = /^['"]use client['"];?$/
const firstLine = (path: string) => readFileSync(path, 'utf8').split('\n')[0]?.trim()

const ENTRIES = ['index', 'prepared']

describe("the 'use client' entries (`@strata/react` and `@strata/react/prepared`)", () => {
  it.each(ENTRIES)('the source entry %s.ts starts with the directive', (name) => {
    expect(firstLine(fileURLToPath(new URL(`./${name}.ts`, import.meta.url)))).toMatch(DIRECTIVE)
  })

  it("the package's build config keeps the directive on each built entry's first line", async () => {
    const out = mkdtempSync(join(tmpdir(), 'strata-react-'))
    try {
      const { default: options } = (await import(CONFIG)) as { default: Options }
      await build({
        ...options,
        entry: Object.fromEntries(
          ENTRIES.map((name) => [name, fileURLToPath(new URL(`./${name}.ts`, import.meta.url))]),
        ),
        outDir: out,
        dts: false,
        silent: true,
        config: false,
      })
      for (const name of ENTRIES) expect(firstLine(join(out, `${name}.js`))).toMatch(DIRECTIVE)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 30_000)
})
