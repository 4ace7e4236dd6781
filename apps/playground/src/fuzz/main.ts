/**
 * The fuzz page (e2e/reliability-fuzz.spec.ts): runs one module at a time with every plugin a
 * site installs (the bring-your-own page's set), moves through its slides as the spec asks, and
 * says what a visitor's page would have met: whether it got ready, what was reported, anything in
 * the module that could run script or navigate, and what `destroy` left behind.
 */
import { createSlider, type RawRecord, type ReportEntry, type Slider } from '@strata/core'
import { allPlugins } from '../plugins/all-plugins'
import { ACTIVE_ATTRIBUTES, ACTIVE_ELEMENTS } from './active-content'

/** What one module's run came to. */
export interface FuzzOutcome {
  /** `ready`, or why not. */
  ready: string
  report: ReportEntry[]
  /** Elements and attributes in the module that could run script or leave the page. */
  active: string[]
  /** The host's markup and attributes after `destroy`: empty when it cleaned up. */
  left: string
}

/** One module's run, a step at a time: the spec resizes the window between steps. */
export interface FuzzPage {
  /** Runs the module in `json` (as a site's fetch reads it); resolves with its slide count. */
  start(json: string): Promise<number>
  /** Goes to slide `index` and waits `pause` ms (its layers' entrances start, builds run). */
  visit(index: number, pause: number): Promise<void>
  /** Three `next()` a frame apart, each change cut short by the next, then `pause` ms. */
  rush(pause: number): Promise<void>
  /** Destroys the slider and says what the run came to. */
  end(): FuzzOutcome
}

declare global {
  interface Window {
    __fuzz?: FuzzPage
  }
}

/** How long a module may take to be ready: its fixtures' images come from this server. */
const READY_WAIT_MS = 5000

const ACTIVE = `${ACTIVE_ELEMENTS}, ${ACTIVE_ATTRIBUTES}`

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
const frame = () => new Promise((done) => requestAnimationFrame(done))

let run: { host: HTMLElement; slider: Slider; ready: string } | undefined

window.__fuzz = {
  async start(json) {
    const host = document.createElement('div')
    host.id = 'fuzz-host'
    document.body.append(host)
    const slider = createSlider(host, {
      module: JSON.parse(json) as RawRecord,
      plugins: allPlugins(),
      // The playground's REST server: a stream module's feed comes from there.
      rest: { base: '/wp-json/' },
    })
    const ready = await Promise.race([
      slider.ready.then(
        () => 'ready',
        (error: unknown) => `ready rejected: ${String(error)}`,
      ),
      wait(READY_WAIT_MS).then(() => `not ready after ${READY_WAIT_MS} ms`),
    ])
    run = { host, slider, ready }
    return slider.state.count
  },
  async visit(index, pause) {
    run?.slider.goTo(index)
    await wait(pause)
  },
  async rush(pause) {
    for (let i = 0; i < 3; i++) {
      run?.slider.next()
      await frame()
    }
    await wait(pause)
  },
  end() {
    if (!run) throw new Error('no run started')
    const { host, slider, ready } = run
    run = undefined
    const active = [...host.querySelectorAll(ACTIVE)].map((el) => el.outerHTML.slice(0, 120))
    const report = slider.report.map(({ path, message }) => ({ path, message }))
    slider.destroy()
    const left =
      host.innerHTML +
      [...host.attributes]
        .filter((a) => a.name !== 'id')
        .map((a) => ` ${a.name}`)
        .join('')
    host.remove()
    return { ready, report, active, left }
  },
}
