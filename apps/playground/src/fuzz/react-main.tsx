/**
 * The React fuzz page (e2e/reliability-react-fuzz.spec.ts): one `<Slider>` from @strata/react,
 * rendered again with each set of props the spec draws (src/fuzz/react-props.ts), as a site's
 * component tree would when its state changes. Every plugin set holds a tracker plugin that
 * counts the sliders set up and not destroyed; a child reads the hooks, as custom controls do.
 */
import type { AnyPlugin, ModuleSource, RawRecord, Slider as StrataSlider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { nav } from '@strata/nav'
import {
  Slider,
  SliderProvider,
  type SliderProviderOptions,
  useSlider,
  useSliderState,
} from '@strata/react'
import { Slider as PreparedSlider } from '@strata/react/prepared'
import { StrictMode, useEffect } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { allPlugins } from '../plugins/all-plugins'
import { marksChanged, pageMarks, wait, within } from './page-kit'
import {
  type FuzzProps,
  type FuzzState,
  ODD_SOURCES,
  OPTION_SETS,
  PLUGIN_SETS,
  REST_REFERENCES,
  type SourcePick,
} from './react-props'

/** What the spec calls, through `window.__reactFuzz`. */
export interface ReactFuzzPage {
  /** The run's modules as JSON, raw and prepared: the source picks name them by index. */
  modules(json: string[], prepared: string[]): void
  /** Renders the tree for `props` (committed before it returns). */
  render(props: FuzzProps): void
  /** What the tree holds now. */
  state(): FuzzState
  /** The shown slider's `ready`: '' once ready, else why not within `ms`. */
  ready(ms: number): Promise<string>
  /** The shown slider's report entries. */
  report(): Array<{ path?: unknown; message?: unknown }>
  /** `next()` on the slider the hooks give. */
  next(): void
  /**
   * Once unmounted: sends a resize and a scroll (a destroyed slider's listeners must be gone),
   * then says how the page differs from how it loaded.
   */
  left(): Promise<string[]>
}

declare global {
  interface Window {
    __reactFuzz?: ReactFuzzPage
  }
}

let modules: RawRecord[] = []
let preparedModules: RawRecord[] = []
let live = 0
let current: StrataSlider | null = null
const numbers = new WeakMap<StrataSlider, number>()
let made = 0

/** Counts the sliders set up and not destroyed; a new object each render, equal by value. */
const tracker = (): AnyPlugin => ({
  name: 'fuzz-tracker',
  options: null,
  setup() {
    live++
    return {
      destroy() {
        live--
      },
    }
  },
})

const pluginSet = (n: number): readonly AnyPlugin[] => {
  const set = PLUGIN_SETS[n]
  if (set === 'text and nav') return [tracker(), layersText(), nav()]
  if (set === 'every plugin') return [tracker(), ...allPlugins()]
  return [tracker()]
}

const optionSet = (n: number): SliderProviderOptions | undefined => {
  const set = OPTION_SETS[n]
  if (set === 'rest') return { rest: { base: '/wp-json/' } }
  if (set === 'dead rest') return { rest: { base: '/no-rest-here/' } }
  return undefined
}

/** The value a site would pass; a page's script may pass any value, so odd ones are cast. */
function sourceOf(pick: SourcePick): ModuleSource {
  if (pick.kind === 'data') return modules[pick.n] ?? {}
  if (pick.kind === 'prepared') return preparedModules[pick.n] ?? {}
  if (pick.kind === 'copy') return structuredClone(modules[pick.n] ?? {})
  if (pick.kind === 'url') return `/react-fuzz/${pick.n}.json`
  if (pick.kind === 'rest') return { ...REST_REFERENCES[pick.ref % REST_REFERENCES.length] }
  return structuredClone(ODD_SOURCES[pick.v % ODD_SOURCES.length]) as ModuleSource
}

/** A custom control: reads the hooks, and hands the page the slider they give. */
function Probe() {
  const slider = useSlider()
  const index = useSliderState((s) => s.index)
  useEffect(() => {
    current = slider
    if (slider && !numbers.has(slider)) numbers.set(slider, ++made)
    return () => {
      if (current === slider) current = null
    }
  }, [slider])
  return <output className="fuzz-index">{String(index)}</output>
}

function Tree(props: FuzzProps) {
  if (!props.shown) return null
  const Root = props.prepared ? PreparedSlider : Slider
  const shared = {
    module: sourceOf(props.module),
    plugins: pluginSet(props.plugins),
    options: optionSet(props.options),
  }
  const slider = props.provider ? (
    <SliderProvider key={props.key} {...shared}>
      <Root className={props.className} id={props.id || undefined} />
      <Probe />
    </SliderProvider>
  ) : (
    <Root key={props.key} className={props.className} id={props.id || undefined} {...shared}>
      <Probe />
    </Root>
  )
  return props.strict ? <StrictMode>{slider}</StrictMode> : slider
}

const container = document.createElement('div')
container.id = 'fuzz-react'
document.body.append(container)
const root = createRoot(container)
const before = pageMarks()

window.__reactFuzz = {
  modules(json, prepared) {
    const parse = (text: string) => JSON.parse(text) as RawRecord
    modules = json.map(parse)
    preparedModules = prepared.map(parse)
  },
  render(props) {
    flushSync(() => root.render(<Tree {...props} />))
  },
  state() {
    const roots = container.querySelectorAll('.strata-module')
    return {
      roots: roots.length,
      stages: container.querySelectorAll('.strata-module > .strata-stage').length,
      live,
      slider: current ? (numbers.get(current) ?? null) : null,
      index: container.querySelector('.fuzz-index')?.textContent ?? '',
      at: current?.state.index ?? -1,
      count: current?.state.count ?? 0,
    }
  },
  async ready(ms) {
    if (!current) return 'no slider'
    const ready = current.ready.then(
      () => '',
      (error: unknown) => `ready rejected: ${String(error)}`,
    )
    return within(ready, ms, `not ready after ${ms} ms`)
  },
  report() {
    return current ? current.report.map(({ path, message }) => ({ path, message })) : []
  },
  next() {
    current?.next()
  },
  async left() {
    window.dispatchEvent(new Event('resize'))
    window.dispatchEvent(new Event('scroll'))
    await wait(100)
    return marksChanged(before)
  },
}
