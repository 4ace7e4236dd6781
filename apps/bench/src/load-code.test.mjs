import { describe, expect, it } from 'vitest'
import { compileTime, functionsRun, partsOf } from './load-code.mjs'

const SOURCE = [
  'var a = () => 1', // page code before any marker
  '// ../../packages/core/dist/chunk-X.js',
  'function core1() {}',
  '// ../../node_modules/.pnpm/gsap@3/node_modules/gsap/index.js',
  'function g() {}',
  '// ../../packages/layers-text/dist/index.js',
  'function lt() {}',
  '// src/pages/strata.ts',
  'run()',
].join('\n')
const at = (text) => SOURCE.indexOf(text)

describe('partsOf: the package an offset of an unminified bundle belongs to', () => {
  it('reads esbuild’s path lines: packages, dependencies, else the page', () => {
    const part = partsOf(SOURCE)
    expect(part(at('var a'))).toBe('page')
    expect(part(at('function core1'))).toBe('core')
    expect(part(at('function g'))).toBe('gsap')
    expect(part(at('function lt'))).toBe('layers-text')
    expect(part(at('run()'))).toBe('page')
  })
})

describe('functionsRun: functions called at least once, by package', () => {
  it('counts called functions, not the top level, not unknown scripts', () => {
    const fn = (text, count) => ({ ranges: [{ startOffset: at(text), count }] })
    const coverage = [
      {
        scriptId: '1',
        functions: [
          { ranges: [{ startOffset: 0, count: 1 }] },
          fn('function core1', 3),
          fn('function g', 0),
          fn('function lt', 1),
          fn('function lt', 2),
        ],
      },
      { scriptId: '2', functions: [fn('function core1', 1)] },
    ]
    expect([...functionsRun(coverage, new Map([['1', SOURCE]]))]).toEqual([
      ['layers-text', 2],
      ['core', 1],
    ])
  })
})

describe('compileTime: main-thread compile ms and lazy compiles from a trace', () => {
  const X = (name, ts, dur, tid = 1) => ({ name, ph: 'X', ts, dur, pid: 7, tid })
  it('counts outermost CompileCode once, and each ParseFunction', () => {
    const events = [
      X('V8.CompileCode', 0, 2000),
      X('V8.CompileCode', 500, 1000), // nested: in the first one's 2 ms
      X('V8.ParseFunction', 600, 100),
      X('V8.CompileCode', 5000, 500),
      X('V8.ParseFunction', 5100, 100),
      X('V8.CompileCode', 9000, 9000, 2), // another thread
    ]
    expect(compileTime(events, { pid: 7, tid: 1 })).toEqual({ ms: 2.5, lazy: 2 })
  })
})
