// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { readKeyframe } from './keyframe'

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']

describe.each(PROTO_KEYS)('an ease named %s', (name) => {
  it('is an unknown ease: reported at the keyframe path, the default ease is used', () => {
    const report = vi.fn()
    const kf = readKeyframe(
      { e: name, d: 300 },
      { report, level: 0, random: Math.random } as never,
      'layers.1.tl.in.0',
    )
    expect(kf.ease).toBe('power3.inOut')
    expect(report).toHaveBeenCalledWith(
      'layers.1.tl.in.0.e',
      `unknown ease "${name}"; using power3.inOut`,
    )
  })
})
