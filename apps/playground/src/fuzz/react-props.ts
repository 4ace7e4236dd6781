/**
 * What the React fuzz (e2e/reliability-react-fuzz.spec.ts) asks its page (src/fuzz/react-main.tsx)
 * to render: `<Slider>`'s props as plain data, so the spec can draw them and say them back when a
 * run fails. The page turns each into the value a site's component would pass.
 */

/** Where the module comes from. */
export type SourcePick =
  /** The run's drawn module `n`, the same object on every render (the page keeps it). */
  | { kind: 'data'; n: number }
  /** Drawn module `n` parsed afresh: equal data, a new object (a site that rebuilt it). */
  | { kind: 'copy'; n: number }
  /** Drawn module `n` prepared ahead (`prepareModule`), the same object on every render. */
  | { kind: 'prepared'; n: number }
  /** Drawn module `n` at a URL, `/react-fuzz/<n>.json`. */
  | { kind: 'url'; n: number }
  /** A REST reference, a new object each render: {@link REST_REFERENCES}`[ref]`. */
  | { kind: 'rest'; ref: number }
  /** A value no site should pass but a CMS field may hold: {@link ODD_SOURCES}`[v]`. */
  | { kind: 'odd'; v: number }

/** REST references: the playground's module by alias, one by id, and one the server lacks. */
export const REST_REFERENCES = [{ alias: 'rest-hero' }, { id: 22 }, { alias: 'no-such-module' }]

/** Odd module values, compared as the page passes them (objects new each render). */
export const ODD_SOURCES: readonly unknown[] = [
  null,
  7,
  '',
  'javascript:window.__pwnedReact=1',
  {},
  [],
  { alias: { toString: 1 } },
  { layers: 'x', slides: 3 },
]

export interface FuzzProps {
  /** Rendered, or the tree is empty (the slider's component unmounted). */
  shown: boolean
  /** The component's React key: a new one remounts it. */
  key: number
  /** `@strata/react/prepared`'s `<Slider>`, or `@strata/react`'s (either reads any source). */
  prepared: boolean
  /** `<Slider module>` alone, or `<SliderProvider>` around a `<Slider />`. */
  provider: boolean
  /** Inside `<StrictMode>` (toggling it remounts the tree). */
  strict: boolean
  module: SourcePick
  /** {@link PLUGIN_SETS}: each render calls the factories afresh, as inline JSX does. */
  plugins: number
  /** {@link OPTION_SETS}, a new object each render. */
  options: number
  className: string
  id: string
}

/** Plugin sets by name: the page builds each (with its tracker) on every render. */
export const PLUGIN_SETS = ['tracker only', 'text and nav', 'every plugin'] as const

/** `options` by name: none, the playground's REST server, and a base that answers nothing. */
export const OPTION_SETS = ['none', 'rest', 'dead rest'] as const

/** What the page says after a step. */
export interface FuzzState {
  /** Strata roots in the container. */
  roots: number
  /** Slider stages inside them. */
  stages: number
  /** Sliders whose plugins are set up and not yet destroyed (the tracker plugin's count). */
  live: number
  /** A number for the slider `useSlider()` gives (the same slider, the same number); null: none. */
  slider: number | null
  /** `useSliderState`'s index, as rendered. */
  index: string
  /** The slider's own index and slide count (-1 and 0 without a slider or slides). */
  at: number
  count: number
}
