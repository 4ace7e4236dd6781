/**
 * `@strata/core/testing`: helpers for plugin packages' own vitest suites.
 * vitest is an optional peer: only this entry imports it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ContractOptions, checkPluginContract } from './plugins/contract'
import { consoleGuard } from './test-support/console-guard'
import type { AnyPlugin } from './types/plugin'

export { type ContractOptions, checkPluginContract, contractModule } from './plugins/contract'

// `slider.removeSlide` loads its code on demand (a chunk of its own in a site's bundle). The test
// helpers start loading it at once, so a suite that waits a few turns after a call does not
// depend on how fast the test runner loads a module the first time.
void import('./navigation/remove-slide')

export {
  leakyPlugin,
  STUB_RESOURCES,
  type StubApi,
  type StubOptions,
  type StubResource,
  stubPlugin,
} from './plugins/stub-plugin'
export { createFakeScheduler } from './scheduler/fake-scheduler'
export { adoptedRules } from './test-support/adopted-rules'
export { expectConsoleError } from './test-support/console-guard'
export {
  type FakeBrowserOptions,
  installFakeBrowser,
  sampleModule,
} from './test-support/fake-browser'
export { type FakePage, useFakePage } from './test-support/fake-page'

/**
 * Fails every test of the calling file (or, from a vitest `setupFiles` entry, of the suite) that
 * logs a `console.error` it did not announce with `expectConsoleError`, so a swallowed error
 * cannot leave a suite green. Plugin suites outside this repo call it once in their setup file.
 * @example
 * // vitest.setup.ts, listed in vitest's `test.setupFiles`
 * import { installConsoleGuard } from '@strata/core/testing'
 * installConsoleGuard()
 */
export function installConsoleGuard(): void {
  beforeEach(() => consoleGuard().start())
  afterEach(() => {
    const problems = consoleGuard().stop()
    if (problems.length) throw new Error(problems.join('\n'))
  })
}

/**
 * The shared plugin contract, as a vitest suite: `name` is the plugin's `name`; `factory` makes
 * a fresh plugin each call. Fails listing every leak `checkPluginContract` finds.
 */
export function describePluginContract(
  name: string,
  factory: () => AnyPlugin,
  options?: ContractOptions,
): void {
  describe(`plugin contract: ${name}`, () => {
    it('the factory returns a plain object with its name, options and a setup function', () => {
      const plugin = factory()
      expect(plugin.name).toBe(name)
      expect(typeof plugin.setup).toBe('function')
      expect(factory()).not.toBe(plugin)
    })

    it('setup → destroy → setup again on the same root → destroy twice leaves nothing behind', async () => {
      expect(await checkPluginContract(factory, options)).toEqual([])
    })
  })
}
