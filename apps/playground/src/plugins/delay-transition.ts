import type { Plugin } from '@strata/core'

/** A transition that does nothing visible for `ms`: it holds core's lock that long. */
export function delayTransition(ms: number): Plugin<'demo-delay-transition', { ms: number }> {
  return {
    name: 'demo-delay-transition',
    options: { ms },
    setup(ctx) {
      const off = ctx.addTransition(() => new Promise<void>((done) => setTimeout(done, ms)))
      return { destroy: off }
    },
  }
}
