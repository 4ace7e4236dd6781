// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { preloadDeps } from '../../scripts/preload-deps.mjs'

describe("preloadDeps: the chunked module's on-demand loads ask for their chunks' imports at once", () => {
  const outputs = {
    'esm/strata.js': {
      imports: [
        { path: 'esm/chunks/shared.js', kind: 'import-statement' },
        { path: 'esm/chunks/fetch.js', kind: 'dynamic-import' },
        { path: 'esm/chunks/alone.js', kind: 'dynamic-import' },
      ],
    },
    'esm/chunks/fetch.js': {
      imports: [
        { path: 'esm/chunks/rest.js', kind: 'import-statement' },
        { path: 'esm/chunks/shared.js', kind: 'import-statement' },
      ],
    },
    'esm/chunks/rest.js': { imports: [{ path: 'esm/chunks/values.js', kind: 'import-statement' }] },
    'esm/chunks/values.js': { imports: [] },
    'esm/chunks/shared.js': { imports: [] },
    'esm/chunks/alone.js': { imports: [] },
  }

  it('adds the chunk’s static imports, transitively, less what the importing file holds', () => {
    const texts = new Map([
      ['esm/strata.js', 'a=()=>import("./chunks/fetch.js");b=()=>import("./chunks/alone.js")'],
    ])
    const out = preloadDeps(outputs, texts).get('esm/strata.js')
    expect(out).toBe(
      'a=()=>(import("./chunks/rest.js").catch(()=>{}),import("./chunks/values.js").catch(()=>{}),import("./chunks/fetch.js"));b=()=>import("./chunks/alone.js")',
    )
  })

  it('writes specifiers relative to the importing chunk, and leaves a file with nothing to add', () => {
    const texts = new Map([
      ['esm/chunks/x.js', 'f=()=>import("./fetch.js")'],
      ['esm/chunks/alone.js', 'g=1'],
    ])
    const withX = {
      ...outputs,
      'esm/chunks/x.js': { imports: [{ path: 'esm/chunks/fetch.js', kind: 'dynamic-import' }] },
    }
    const changed = preloadDeps(withX, texts)
    expect(changed.get('esm/chunks/x.js')).toBe(
      'f=()=>(import("./rest.js").catch(()=>{}),import("./shared.js").catch(()=>{}),import("./values.js").catch(()=>{}),import("./fetch.js"))',
    )
    expect(changed.has('esm/chunks/alone.js')).toBe(false)
  })
})
