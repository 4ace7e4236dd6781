import type { RawValue } from '@strata/core'
import fc from 'fast-check'

/**
 * What a page's script does to a `<strata-slider>` in e2e/reliability-element-fuzz.spec.ts, in a
 * random order: sets or removes its attributes, sets its `module` property, replaces its inline
 * JSON child, takes it off the page (putting it back in the same task as a framework moving it
 * does, later, or not at all), moves it, calls its methods, and waits. Each value picks among a
 * table by index, so a failure shrinks to the few steps that matter.
 */

/** Values each observed attribute is set to (docs/embed.md "The custom element"). */
export const ATTRIBUTE_VALUES = {
  src: ['/fuzz-element/0.json', '/fuzz-element/1.json', '/missing.json', 'javascript:x.json', ''],
  'module-id': ['21', '22', '999', '', '../21'],
  alias: ['rest-hero', 'rest-lazy', 'nothing', ''],
  'rest-base': ['/wp-json/', 'javascript:window.__pwnedRest=1//', ''],
  'ajax-url': ['/wp-admin/admin-ajax.php', ''],
  plugins: ['', 'layers-text nav', 'modal', 'deep-link,lazy-slides', 'nope,,x', 'carousel'],
  index: ['0', '1', '2', '-1', 'abc', '99'],
} as const
export type AttributeName = keyof typeof ATTRIBUTE_VALUES

/** Module data a script sets as the `module` property or writes as the inline JSON child. */
export type Given =
  /** Fixture number `n` (the spec hands the fixtures over). */
  | { fixture: number }
  /** A URL or a reference, as `module` takes them. */
  | { source: number }
  | { odd: number }
  /** No module: the property unset, the child removed. */
  | { none: true }

/** `module` sources that are not data: a fixture's URL, one missing, a reference by id. */
export const SOURCES: RawValue[] = ['/fuzz-element/0.json', '/missing.json', { id: '21' }]
/** Odd values; the inline child also gets text that is not JSON. */
export const ODD: RawValue[] = [null, 7, [], 'text', { slides: 5 }]

export type Op =
  | { kind: 'attribute'; name: AttributeName; value: number }
  | { kind: 'remove-attribute'; name: AttributeName }
  | { kind: 'module'; given: Given }
  | { kind: 'inline'; given: Given | { text: 'not JSON' } }
  /** Off the page, back in the same task, after `ms`, or not until the run's end. */
  | { kind: 'detach'; back: 'same task' | 'later' | 'never'; ms: number }
  /** Into the other container, in one task. */
  | { kind: 'move' }
  | { kind: 'call'; method: 'next' | 'prev' | 'goTo'; at: number }
  | { kind: 'wait'; ms: number }

const attributeName = fc.constantFrom(...(Object.keys(ATTRIBUTE_VALUES) as AttributeName[]))
const given: fc.Arbitrary<Given> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ fixture: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ source: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ odd: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ none: true as const }) },
)
export const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('attribute' as const),
      name: attributeName,
      value: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('remove-attribute' as const), name: attributeName }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('module' as const), given }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('inline' as const),
      given: fc.oneof(given, fc.constant({ text: 'not JSON' as const })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('detach' as const),
      back: fc.constantFrom('same task' as const, 'later' as const, 'never' as const),
      ms: fc.constantFrom(0, 30, 200),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'move' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('call' as const),
      method: fc.constantFrom('next' as const, 'prev' as const, 'goTo' as const),
      at: fc.integer({ min: -1, max: 5 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.constantFrom(0, 16, 120, 400),
    }),
  },
)

/** Everything {@link applyOp} needs, handed to the page with each step. */
export interface OpTables {
  attributes: typeof ATTRIBUTE_VALUES
  // Plain data; `unknown`, as RawValue's depth is more than Playwright's argument types take.
  fixtures: unknown[]
  sources: unknown[]
  odd: unknown[]
}

/**
 * Runs one step in the page (Playwright sends this function's text, so it uses nothing from
 * outside it): the element is `#fuzz-element`, in `#fuzz-a` or `#fuzz-b`; a detached one waits
 * in `window.__detached`.
 */
export async function applyOp([step, tables]: [Op, OpTables]): Promise<void> {
  const page = window as unknown as { __detached?: HTMLElement }
  const el = (document.getElementById('fuzz-element') ?? page.__detached) as
    | (HTMLElement & { module: unknown; next(): void; prev(): void; goTo(at: number): void })
    | undefined
  if (!el) return
  const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T
  const data = (g: Given): unknown =>
    'fixture' in g
      ? pick(tables.fixtures, g.fixture)
      : 'source' in g
        ? pick(tables.sources, g.source)
        : 'odd' in g
          ? pick(tables.odd, g.odd)
          : undefined
  const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
  const other = () =>
    document.getElementById(el.closest('#fuzz-a') ? 'fuzz-b' : 'fuzz-a') as HTMLElement
  switch (step.kind) {
    case 'attribute':
      return el.setAttribute(step.name, pick(tables.attributes[step.name], step.value))
    case 'remove-attribute':
      return el.removeAttribute(step.name)
    case 'module':
      el.module = data(step.given)
      return
    case 'inline': {
      el.querySelector(':scope > script[type="application/json"]')?.remove()
      if ('none' in step.given) return
      const child = document.createElement('script')
      child.type = 'application/json'
      child.textContent = 'text' in step.given ? '{"slides": ' : JSON.stringify(data(step.given))
      el.prepend(child)
      return
    }
    case 'detach': {
      if (!el.isConnected) return
      // The page's container: a pop-up's element sits in Strata's dialog, not in it.
      const parent =
        el.closest('#fuzz-a, #fuzz-b') ?? (document.getElementById('fuzz-a') as HTMLElement)
      el.remove()
      if (step.back === 'same task') return void parent.append(el)
      page.__detached = el
      if (step.back === 'never') return
      await wait(step.ms)
      parent.append(el)
      page.__detached = undefined
      return
    }
    case 'move':
      if (el.isConnected) other().append(el)
      return
    case 'call':
      if (step.method === 'goTo') el.goTo(step.at)
      else el[step.method]()
      return
    case 'wait':
      await wait(step.ms)
  }
}
