/**
 * The slider API fuzz page (e2e/reliability-api-fuzz.spec.ts): one slider with every plugin a
 * site installs, driven by a site's script through the slider's methods, its events and its
 * plugins' APIs (api-picks.ts), in any order and without waiting. After each step it says what
 * no moment may break; at the end, what the slider shows at rest and what `destroy` left.
 */
import { createSlider, type RawRecord, type ReportEntry, type Slider } from '@strata/core'
import { deepLink } from '@strata/core/page'
import { layersMedia } from '@strata/layers-media'
import { modal } from '@strata/modal'
import { VIMEO_API, YOUTUBE_API } from '../demos/media/data'
import { allPlugins } from '../plugins/all-plugins'
import { DEMOS } from './api-demos'
import {
  type ApiStep,
  BOUND_RECORDS,
  type DemoName,
  EVENTS,
  EVERY_CALL,
  GO_TO_OPTIONS,
  PLAYS_MEDIA,
  PLUGIN_ARGS,
  PLUGIN_CALLS,
  REACTIONS,
  TARGETS,
} from './api-picks'
import { sliderFaults } from './api-rules'
import { fuzzHost, hostLeft, marksChanged, pageMarks, wait, within } from './page-kit'

/** What the spec calls, through `window.__apiFuzz`. */
export interface ApiPage {
  /** Runs a module (file data as JSON, or a playground demo); resolves `ready` or why not. */
  start(source: { json: string } | { demo: DemoName }, popup: boolean): Promise<string>
  /** The step's call, not awaited; a call that throws is kept as a fault. */
  call(step: ApiStep): void
  /** What the page breaks now of the rules that hold at every moment. */
  check(): string[]
  /** Waits for rest (`ms` at most), checks it, destroys, calls everything again, and says what was left. */
  end(ms: number): Promise<ApiOutcome>
}

export interface ApiOutcome {
  faults: string[]
  report: ReportEntry[]
  /** Slides `removeSlide` took out. */
  removed: number
}

declare global {
  interface Window {
    __apiFuzz?: ApiPage
  }
}

/** The fuzz pop-up's alias. */
const POPUP_ALIAS = 'api-popup'
/** How long a module may take to be ready: its fixtures' images come from this server. */
const READY_WAIT_MS = 5000

/** Every plugin, with the media layers' players from the playground's stand-ins. */
const plugins = () => [
  ...allPlugins().filter((p) => p.name !== 'layers-media'),
  layersMedia({ youtubeApi: YOUTUBE_API, vimeoApi: VIMEO_API }),
]

/** The run: its slider, the page's marks before it, faults its calls met, its unsubscribes. */
interface Run {
  host: HTMLElement
  slider: Slider
  before: string[]
  faults: string[]
  offs: Array<() => void>
  destroyed: boolean
  removed: number
  /** The site's play of a media layer was called (it may start one on a hidden slide). */
  mediaPlayed: boolean
}
let run: Run | undefined
/** After the last change: its layers and controls settle, a queued request's delay passes. */
const SETTLE_MS = 1200
/** After destroy: time for anything left running to draw again. */
const QUIET_MS = 300

/** Runs `call`, keeping what it throws, and what a promise it returns rejects with. */
function guard(what: string, call: () => unknown): void {
  try {
    const out = call()
    if (out instanceof Promise)
      out.catch((error: unknown) => run?.faults.push(`${what} rejected: ${String(error)}`))
  } catch (error) {
    run?.faults.push(`${what} threw: ${String(error)}`)
  }
}

/** Makes the step's call; returns what it returned (a plugin's promise is watched). */
function apply(slider: Slider, step: ApiStep, offs: Array<() => void>): unknown {
  const as = <T>(value: unknown) => value as T
  switch (step.kind) {
    case 'next':
    case 'prev':
    case 'pause':
    case 'resume':
    case 'toggle':
    case 'destroy':
      return slider[step.kind]()
    case 'goTo':
      return slider.goTo(as(TARGETS[step.target]?.(slider)), as(GO_TO_OPTIONS[step.options]))
    case 'remove':
      return slider.removeSlide(as(TARGETS[step.target]?.(slider)))
    case 'listen': {
      const react = REACTIONS[step.reaction] ?? (() => undefined)
      const off = slider.on(EVENTS[step.event] ?? 'slide:after', () => react(slider, off))
      offs.push(off)
      return
    }
    case 'unlisten':
      return offs[step.n % Math.max(offs.length, 1)]?.()
    case 'plugin':
      if (run && step.call === PLAYS_MEDIA) run.mediaPlayed = true
      return PLUGIN_CALLS[step.call]?.(slider, PLUGIN_ARGS[step.arg])
    case 'bind': {
      // On the stage: the visitor's click on the module runs them.
      const stage = run?.host.querySelector('.strata-stage')
      const unbind =
        stage && slider.plugin('actions')?.bind(stage, as(BOUND_RECORDS[step.record]), 'fuzz.bound')
      if (unbind) offs.push(unbind)
      return
    }
  }
}

window.__apiFuzz = {
  async start(source, popup) {
    const before = pageMarks()
    const host = fuzzHost()
    const module = 'json' in source ? (JSON.parse(source.json) as RawRecord) : DEMOS[source.demo]()
    const slider = createSlider(host, {
      module,
      plugins: [
        ...plugins(),
        deepLink(),
        ...(popup ? [modal({ plugins, alias: POPUP_ALIAS })] : []),
      ],
      rest: { base: '/wp-json/' },
    })
    const current: Run = {
      host,
      slider,
      before,
      faults: [],
      offs: [],
      destroyed: false,
      removed: 0,
      mediaPlayed: false,
    }
    slider.on('module:destroy', () => {
      current.destroyed = true
    })
    slider.on('slide:remove', () => {
      current.removed++
    })
    run = current
    return within(
      slider.ready.then(() => 'ready'),
      READY_WAIT_MS,
      `not ready after ${READY_WAIT_MS} ms`,
    )
  },
  call(step) {
    const current = run
    if (current) guard(JSON.stringify(step), () => apply(current.slider, step, current.offs))
  },
  check() {
    if (!run) return ['no run started']
    const { slider, host, destroyed } = run
    const faults = run.faults.splice(0)
    return [...faults, ...sliderFaults(slider, host, { atRest: false, destroyed })]
  },
  async end(ms) {
    const current = run
    if (!current) throw new Error('no run started')
    const { host, slider, before, offs } = current
    // The site's listeners go first: one that changes slide at every change (`next()` on
    // `slide:before`) keeps the slider moving for ever, and the end looks at it at rest.
    for (const off of offs.splice(0)) off()
    const rest = async () => {
      for (const start = Date.now(); slider.state.locked && Date.now() - start < ms; )
        await wait(50)
    }
    await rest()
    await wait(SETTLE_MS)
    await rest()
    const faults = sliderFaults(slider, host, {
      atRest: true,
      destroyed: current.destroyed,
      mediaPlayed: current.mediaPlayed,
    })
    const report = slider.report.map(({ path, message }) => ({ path, message }))
    slider.destroy()
    // A destroyed slider's every call does nothing: none may throw, open or draw anything.
    for (const step of EVERY_CALL)
      guard(`after destroy, ${JSON.stringify(step)}`, () => apply(slider, step, offs))
    for (const off of offs) off()
    history.replaceState(null, '', location.pathname)
    await wait(QUIET_MS)
    // The report is for the module in use: nothing is added once it is destroyed.
    for (const { path, message } of slider.report.slice(report.length))
      faults.push(`reported after destroy: ${path}: ${message}`)
    const left = hostLeft(host)
    if (left) faults.push(`destroy left: ${left.slice(0, 200)}`)
    host.remove()
    faults.push(...marksChanged(before).map((mark) => `destroy left on the page: ${mark}`))
    run = undefined
    return { faults: [...current.faults, ...faults], report, removed: current.removed }
  },
}
