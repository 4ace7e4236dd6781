import { describe, expect, it } from 'vitest'
import { baselineCode } from './baseline-code.mjs'

describe('baselineCode: the functions V8 queued for baseline code, from the browser output', () => {
  it('sums the estimates and lists the functions largest first', () => {
    const out = baselineCode([
      '[pid=1][out] [Baseline batch compilation] Enqueued SFI readKeyframe with estimated size 9128 (current budget: 9128/4096)',
      '[pid=1][out] [Baseline batch compilation] Compiling current batch of 1 functions',
      '[pid=1][out] [Baseline batch compilation] Enqueued SFI  with estimated size 693 (current budget: 693/4096)',
      '[pid=1][out] [Baseline batch compilation] Enqueued SFI prepareLayer with estimated size 13636 (current budget: 14329/4096)',
      '[pid=1][err] something else',
    ])
    expect(out.bytes).toBe(9128 + 693 + 13636)
    expect(out.functions).toEqual([
      { name: 'prepareLayer', bytes: 13636 },
      { name: 'readKeyframe', bytes: 9128 },
      { name: '(anonymous)', bytes: 693 },
    ])
  })

  it('is zero for output without the flag', () => {
    expect(baselineCode(['[pid=1][out] hello'])).toEqual({ bytes: 0, functions: [] })
  })
})
