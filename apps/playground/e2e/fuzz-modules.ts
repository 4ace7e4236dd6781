import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { RawRecord } from '@strata/core'
import fc from 'fast-check'
import { type Edit, LAYER_FIELDS, ODD_VALUES } from '../src/fuzz/mutate'

/**
 * The modules the fuzz specs edit (e2e/reliability-fuzz.spec.ts, e2e/reliability-dropin-fuzz.spec.ts):
 * real-shape fixtures, the golden modules, and the playground's REST modules, by file name.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const jsonIn = (dir: string, names: string[]) =>
  names.map((name): [string, RawRecord] => [name, JSON.parse(readFileSync(dir + name, 'utf8'))])
const moduleFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.module.json'))
const REAL = here('./fixtures/real/')
const GOLDEN = here('../../../../shared/golden/')
const DATA = here('../src/data/')
export const MODULES = new Map([
  ...jsonIn(REAL, moduleFiles(REAL)),
  ...jsonIn(GOLDEN, moduleFiles(GOLDEN)),
  ...jsonIn(DATA, [
    'spring-launch.json',
    'rest-modules/rest-hero.json',
    // Their feeds, from the playground's REST server, are edited on the way (`feedEdits`).
    'rest-modules/stream-post.json',
    'rest-modules/stream-flickr.json',
    'rest-modules/stream-xss.json',
    'rest-modules/rest-lazy.json',
  ]),
])

/** One edit of a module (src/fuzz/mutate.ts): each number picks among what the module holds. */
export const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('delete'), at: fc.nat() }),
  fc.record({
    kind: fc.constant('set'),
    at: fc.nat(),
    value: fc.nat({ max: ODD_VALUES.length - 1 }),
  }),
  fc.record({ kind: fc.constant('swap'), at: fc.nat(), from: fc.nat() }),
  fc.record({
    kind: fc.constant('layer'),
    slide: fc.nat(),
    layer: fc.nat(),
    field: fc.constantFrom(...LAYER_FIELDS),
    pick: fc.nat(),
  }),
)

/** Desktop, tablet and mobile (the fidelity specs' widths): a run opens at one, then is resized. */
export const WIDTHS = [1280, 768, 375]

/** Two widths: the one a run opens at, and the one it is resized to. */
export const widths = fc.tuple(fc.constantFrom(...WIDTHS), fc.constantFrom(...WIDTHS))
