import type { AnyPlugin } from '../types/plugin'

/**
 * A plugin whose transition holds every change but the first show until `finish()` (test
 * helper): what a slow slide change looks like to core.
 */
export function slowTransition(): { plugin: AnyPlugin; finish(): void } {
  let done = () => {}
  const plugin: AnyPlugin = {
    name: 'slow',
    options: {},
    setup: (ctx) => ({
      destroy: ctx.addTransition((req) =>
        req.from < 0 ? undefined : new Promise<void>((resolve) => (done = resolve)),
      ),
    }),
  }
  return { plugin, finish: () => done() }
}
