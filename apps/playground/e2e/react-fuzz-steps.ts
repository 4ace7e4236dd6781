import fc from 'fast-check'
import {
  type FuzzProps,
  ODD_SOURCES,
  OPTION_SETS,
  PLUGIN_SETS,
  REST_REFERENCES,
  type SourcePick,
} from '../src/fuzz/react-props'

/**
 * What the React fuzz (reliability-react-fuzz.spec.ts) draws: `<Slider>`'s first props, then
 * steps, and which step must keep the slider it had (the same by value: @strata/react's
 * `SliderProvider` rule) or start another.
 */

/** Modules a run draws (data, copy and url picks name them by index). */
export const DRAWN_MODULES = 2

const n = fc.nat({ max: DRAWN_MODULES - 1 })
export const source: fc.Arbitrary<SourcePick> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('data' as const), n }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('copy' as const), n }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('prepared' as const), n }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('url' as const), n }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('rest' as const),
      ref: fc.nat({ max: REST_REFERENCES.length - 1 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('odd' as const),
      v: fc.nat({ max: ODD_SOURCES.length - 1 }),
    }),
    weight: 1,
  },
)

/** Class names and ids a site's props may hold, one trying to break out of its attribute. */
const CLASS_NAMES = ['', 'hero', 'hero wide', '" onmouseover="window.__pwnedClass=1']
const IDS = ['', 'fuzz-slider', 'x"y<z>']

const fields = {
  // Mostly shown: a step that unmounts ends what the steps before it built.
  shown: fc.constantFrom(true, true, true, false),
  key: fc.nat({ max: 2 }),
  prepared: fc.boolean(),
  provider: fc.boolean(),
  strict: fc.boolean(),
  module: source,
  plugins: fc.nat({ max: PLUGIN_SETS.length - 1 }),
  options: fc.nat({ max: OPTION_SETS.length - 1 }),
  className: fc.constantFrom(...CLASS_NAMES),
  id: fc.constantFrom(...IDS),
}

/** The first render's props: shown, so every run starts with a slider. */
export const firstProps: fc.Arbitrary<FuzzProps> = fc.record({
  ...fields,
  shown: fc.constant(true),
})

export type Step =
  /** Renders again with these props changed (none: the same props, new objects). */
  | { kind: 'props'; change: Partial<FuzzProps> }
  /** `next()` on the slider the hooks give. */
  | { kind: 'next' }
  | { kind: 'wait'; ms: number }

export const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('props' as const),
      change: fc.record(fields, { requiredKeys: [] }),
    }),
    weight: 4,
  },
  // A parent's re-render: the same props as new objects; a class name, an id, or the first
  // drawn module (the same object each time) at most.
  {
    arbitrary: fc.record({
      kind: fc.constant('props' as const),
      change: fc.record(
        {
          className: fields.className,
          id: fields.id,
          module: fc.constant({ kind: 'data' as const, n: 0 }),
        },
        { requiredKeys: [] },
      ),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('next' as const) }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(0, 200, 800) }),
    weight: 1,
  },
)

/** The same source by @strata/react's rule: inline data by identity, a URL or reference by value. */
const sameSource = (a: SourcePick, b: SourcePick) =>
  a.kind === b.kind &&
  ((a.kind === 'data' && b.kind === 'data' && a.n === b.n) ||
    (a.kind === 'prepared' && b.kind === 'prepared' && a.n === b.n) ||
    (a.kind === 'url' && b.kind === 'url' && a.n === b.n) ||
    (a.kind === 'rest' && b.kind === 'rest' && a.ref === b.ref))

/**
 * What going from `before` to `after` must do to the slider: `keep` it, start `another`, or
 * `either` (a remount, or an odd module, whose sameness the rule leaves to the value).
 */
export function expected(before: FuzzProps, after: FuzzProps): 'keep' | 'another' | 'either' {
  if (!before.shown || !after.shown) return 'either'
  if (before.key !== after.key || before.provider !== after.provider) return 'another'
  // The other entry's <Slider> is another component: React mounts it afresh.
  if (before.prepared !== after.prepared) return 'another'
  if (before.strict !== after.strict) return 'another'
  if (before.module.kind === 'odd' || after.module.kind === 'odd') return 'either'
  const same =
    sameSource(before.module, after.module) &&
    before.plugins === after.plugins &&
    before.options === after.options
  return same ? 'keep' : 'another'
}
