import { describe, expect, it } from 'vitest'
import { compiledSource, compileTime, filesOf, functionsRun, partsOf } from './load-code.mjs'

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

describe('filesOf: the file an offset of an unminified bundle belongs to', () => {
  it('shortens package and dependency paths, else the page', () => {
    const file = filesOf(SOURCE)
    expect(file(at('var a'))).toBe('page')
    expect(file(at('function core1'))).toBe('core/dist/chunk-X.js')
    expect(file(at('function g'))).toBe('gsap/index.js')
    expect(file(at('run()'))).toBe('src/pages/strata.ts')
  })
})

describe('compiledSource: the text V8 compiles for the functions run, by file', () => {
  const source = [
    '// ../../packages/core/src/a.ts',
    'function outer() { const inner = () => 1; const unused = () => 2; return inner() }',
    '// ../../packages/layers-text/src/b.ts',
    'function never() {}',
    'function twice() {}',
  ].join('\n')
  const range = (text, count) => {
    const start = source.indexOf(text)
    // A function's range, as V8 gives it: from its start to the end of its body.
    const end = text.startsWith('function')
      ? source.indexOf('}', source.indexOf('{', start)) + 1
      : start + text.length
    return {
      functionName: /^function (\w+)/.exec(text)?.[1],
      ranges: [{ startOffset: start, endOffset: end, count }],
    }
  }
  it('counts a run function less the functions inside it, each inner one that ran on its own', () => {
    const outer = range('function outer', 1)
    const inner = range('() => 1', 4)
    const unused = range('() => 2', 0)
    const coverage = [
      {
        scriptId: '1',
        functions: [
          { ranges: [{ startOffset: 0, endOffset: source.length, count: 1 }] },
          outer,
          inner,
          unused,
          range('function never', 0),
          range('function twice', 2),
        ],
      },
    ]
    const { total, byFile, largest } = compiledSource(coverage, new Map([['1', source]]))
    const len = (f) => f.ranges[0].endOffset - f.ranges[0].startOffset
    const outerOwn = len(outer) - len(inner) - len(unused)
    expect([...byFile]).toEqual([
      ['core/src/a.ts', outerOwn + len(inner)],
      ['layers-text/src/b.ts', 'function twice() {}'.length],
    ])
    expect(total).toBe(outerOwn + len(inner) + 'function twice() {}'.length)
    expect(largest[0]).toEqual({ name: 'outer', file: 'core/src/a.ts', bytes: outerOwn })
  })
})
