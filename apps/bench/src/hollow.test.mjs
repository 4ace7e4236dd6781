import { describe, expect, it } from 'vitest'
import { functionsSeen, hollowed } from './hollow.mjs'

/** A coverage entry for the function whose text is `fn` in `source`, run `count` times. */
const entry = (source, fn, count) => {
  const startOffset = source.indexOf(fn)
  return { ranges: [{ startOffset, endOffset: startOffset + fn.length, count }] }
}

describe('ab hollow', () => {
  it('empties what never ran and keeps what ran', () => {
    const source = 'function used(a){return a+1}function idle(b){return b*2}used(1);'
    const seen = functionsSeen([
      [
        entry(source, 'function used(a){return a+1}', 1),
        entry(source, 'function idle(b){return b*2}', 0),
      ],
    ])
    const { code, emptied, removed } = hollowed(source, seen)
    expect(code).toBe('function used(a){return a+1}function idle(b){}used(1);')
    expect(emptied).toBe(1)
    expect(removed).toBe('{return b*2}'.length - 2)
  })

  it('takes a function as run when a later take counts it', () => {
    const source = 'const late=()=>{go()};'
    const fn = '()=>{go()}'
    const seen = functionsSeen([[entry(source, fn, 0)], [entry(source, fn, 1)]])
    expect(hollowed(source, seen).code).toBe(source)
  })

  it('tells nested arrows that end together apart, and empties an expression body', () => {
    const source = 'const make=()=>()=>7;make();'
    const seen = functionsSeen([[entry(source, '()=>()=>7', 1), entry(source, '()=>7', 0)]])
    expect(hollowed(source, seen).code).toBe('const make=()=>()=>0;make();')
  })

  it('drops the functions inside an emptied one with it, and keeps what V8 did not list', () => {
    const source = 'function outer(){return function inner(){}}class A{m(){return 1}}'
    const seen = functionsSeen([[entry(source, 'function outer(){return function inner(){}}', 0)]])
    const { code, emptied } = hollowed(source, seen)
    expect(code).toBe('function outer(){}class A{m(){return 1}}')
    expect(emptied).toBe(1)
  })
})
