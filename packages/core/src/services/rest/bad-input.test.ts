// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getFullSliderObject } from './actions'
import { ajax } from './ajax'
import { getSliderText } from './rest-get'
import { fakeSite } from './test-site'

/** Each bad input has one clear outcome: a value, or a rejection with this message. */
interface Case {
  what: string
  run(): Promise<unknown>
  outcome: { resolves: unknown } | { rejects: string | RegExp }
}

const body = (text: string, status = 200) => fakeSite({ status, body: text }).fetch
const huge = (n: number) => `${'{"success":false,"pad":"x"}'.repeat(n)}{"success":true,"n":${n}}`

const cases: Case[] = [
  {
    what: 'broken JSON',
    run: () => ajax({ fetch: body('{"success":tr') }, { clientAction: 'x' }),
    outcome: { rejects: 'the response is not JSON' },
  },
  {
    what: 'an HTML error page',
    run: () => ajax({ fetch: body('<html><body>Error</body></html>') }, { clientAction: 'x' }),
    outcome: { rejects: 'the response is not JSON' },
  },
  {
    what: 'JSON that is not an object (a list, a number, null)',
    run: () =>
      Promise.allSettled(
        ['[1]', '7', 'null'].map((t) => ajax({ fetch: body(t) }, { clientAction: 'x' })),
      ),
    outcome: { rejects: 'the response is not a JSON object' },
  },
  {
    what: 'an empty 200 body',
    run: () => ajax({ fetch: body('') }, { clientAction: 'x' }),
    outcome: { rejects: 'the response is not JSON' },
  },
  {
    what: 'a huge response (40 000 concatenated objects, ~1 MB)',
    run: async () => (await ajax({ fetch: body(huge(40_000)) }, { clientAction: 'x' })).n,
    outcome: { resolves: 40_000 },
  },
  {
    what: 'a deeply nested response (100 000 levels)',
    run: () => ajax({ fetch: body(`${'['.repeat(1e5)}${']'.repeat(1e5)}`) }, { clientAction: 'x' }),
    outcome: { rejects: /not (a JSON object|JSON)/ },
  },
  {
    what: 'a __proto__ key in the response stays plain data',
    run: async () => {
      const answer = await ajax(
        { fetch: body('{"success":true,"__proto__":{"polluted":1}}') },
        { clientAction: 'x' },
      )
      return [
        ({} as { polluted?: number }).polluted,
        Object.getPrototypeOf(answer) === Object.prototype,
      ]
    },
    outcome: { resolves: [undefined, true] },
  },
  {
    what: 'a hostile id (../ and a query) stays one path segment',
    run: async () => {
      const site = fakeSite({ status: 200, body: '' })
      await getSliderText({ fetch: site.fetch }, '../../wp/v2/users?x=1')
      return site.calls[0]?.url
    },
    outcome: {
      resolves:
        '/wp-json/sliderrevolution/sliders/..%2F..%2Fwp%2Fv2%2Fusers%3Fx%3D1?srengine=7&raw=true',
    },
  },
  {
    what: 'a malformed base URL: the fetch error is the rejection',
    run: () =>
      getSliderText(
        {
          base: 'http://[::1',
          // It is a fetch failure, so it is tried again; no wait keeps the test quick.
          retryDelay: 0,
          fetch: (async (url: string) => new Request(url) && new Response('')) as typeof fetch,
        },
        1,
      ),
    outcome: { rejects: /Invalid URL|Failed to parse|invalid/i },
  },
  {
    what: 'a full object answered with success "0"',
    run: () => getFullSliderObject({ fetch: body('{"success":"0"}') }, { alias: 'a' }),
    outcome: { rejects: 'alias "a" could not be loaded from the database' },
  },
  {
    what: 'no fetch in this environment (not tried again)',
    run: () => {
      const saved = globalThis.fetch
      // @ts-expect-error: simulating an environment without fetch
      globalThis.fetch = undefined
      const result = getSliderText({}, 1)
      globalThis.fetch = saved
      return result
    },
    outcome: { rejects: /^no fetch available$/ },
  },
  {
    what: 'no fetch for an ajax call either (not tried again)',
    run: () => {
      const saved = globalThis.fetch
      // @ts-expect-error: simulating an environment without fetch
      globalThis.fetch = undefined
      const result = ajax({}, { clientAction: 'x' })
      globalThis.fetch = saved
      return result
    },
    outcome: { rejects: /^no fetch available$/ },
  },
]

describe('REST and ajax calls: bad inputs (each with one clear outcome, none throws synchronously)', () => {
  for (const { what, run, outcome } of cases)
    it(what, async () => {
      const result = run()
      expect(result).toBeInstanceOf(Promise)
      if ('resolves' in outcome) {
        await expect(result).resolves.toEqual(outcome.resolves)
        return
      }
      const settled = await result.then(
        (value) => (Array.isArray(value) ? value : [{ status: 'fulfilled', value }]),
        (reason: unknown) => [{ status: 'rejected', reason }],
      )
      for (const one of settled as PromiseSettledResult<unknown>[]) {
        expect(one.status).toBe('rejected')
        expect(String((one as PromiseRejectedResult).reason?.message)).toMatch(outcome.rejects)
      }
    })
})
