import { contractModule, describePluginContract } from '@strata/core/testing'
import { fonts } from '../index'

// The fallback sizing chunk loaded once first: the contract's fake timers do not wait for the test
// runner to transform it (a page's first module waits for it in `prepare`).
await import('../fallback/module-fallbacks')

// The contract module's text layers use Roboto (the default family): a provider sheet and, with
// metrics, fallback faces are added, and must be gone after destroy.
const module = contractModule()
module.settings = { alias: 'contract', fonts: ['Material Icons'] }
describePluginContract(
  'fonts',
  () =>
    fonts({
      base: 'http://127.0.0.1:9/fonts',
      timeout: 200,
      metrics: [
        {
          familyName: 'Roboto',
          ascent: 1900,
          descent: -500,
          lineGap: 0,
          unitsPerEm: 2048,
          xWidthAvg: 911,
        },
      ],
    }),
  { module },
)
