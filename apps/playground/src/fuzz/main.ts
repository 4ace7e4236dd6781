/**
 * The fuzz page (e2e/reliability-fuzz.spec.ts): runs one module at a time with every plugin a
 * site installs (the bring-your-own page's set), moves through its slides as the spec asks, and
 * says what a visitor's page would have met: whether it got ready, what was reported, anything in
 * the module that could run script or navigate, and what `destroy` left behind.
 */
import { createSlider, type RawRecord, type ReportEntry, type Slider } from '@strata/core'
import { deepLink } from '@strata/core/page'
import { modal } from '@strata/modal'
import { allPlugins } from '../plugins/all-plugins'
import { ACTIVE_ATTRIBUTES, ACTIVE_ELEMENTS } from './active-content'
import { fuzzHost, hostLeft, marksChanged, pageMarks, wait, within } from './page-kit'

/** What one module's run came to. */
export interface FuzzOutcome {
  /** `ready`, or why not. */
  ready: string
  report: ReportEntry[]
  /** Elements and attributes in the module that could run script or leave the page. */
  active: string[]
  /**
   * What `destroy` left: the host's markup and attributes, elements added to the body (a pop-up's
   * dialog), and attributes set on the body or the root element (a scroll lock, a fullscreen
   * class). Empty when it cleaned up.
   */
  left: string
  /** Whether the pop-up opened (by `open()` or its trigger). */
  opened: boolean
}

/** One module's run, a step at a time: the spec resizes the window between steps. */
export interface FuzzPage {
  /**
   * Runs the module in `json` (as a site's fetch reads it); resolves with its slide count. With
   * `popup`, `modal()` is installed too (alias {@link POPUP_ALIAS}): `'open'` opens the pop-up
   * once the module is ready, `{ trigger }` leaves it to that trigger settings string (a delay,
   * the hash, a scroll, the page's event {@link POPUP_EVENT}, which `rush` sends, a one-time
   * cookie).
   */
  start(json: string, popup: Popup): Promise<number>
  /** Goes to slide `index` and waits `pause` ms (its layers' entrances start, builds run). */
  visit(index: number, pause: number): Promise<void>
  /**
   * The page's {@link POPUP_EVENT}, then three `next()` a frame apart, each change cut short by
   * the next, then `pause` ms.
   */
  rush(pause: number): Promise<void>
  /**
   * Destroys the slider and says what the run came to; with a trigger, once its longest wait
   * (the hash's) has passed, so a watcher left running would have opened the pop-up by then.
   */
  end(): Promise<FuzzOutcome>
}

/** Not a pop-up, one opened once ready, or one with this trigger settings string. */
export type Popup = false | 'open' | { trigger: string }

/** The fuzz pop-up's alias: a hash trigger (`ha`) opens it at `#fuzz-popup`. */
export const POPUP_ALIAS = 'fuzz-popup'
/** The page's own event a trigger's `e` may name. */
export const POPUP_EVENT = 'fuzz-open'
/** Longer than a trigger's longest wait: the hash's 500 ms (modal's HASH_OPEN_DELAY). */
const TRIGGER_QUIET_MS = 700

declare global {
  interface Window {
    __fuzz?: FuzzPage
  }
}

/** How long a module may take to be ready: its fixtures' images come from this server. */
const READY_WAIT_MS = 5000

const ACTIVE = `${ACTIVE_ELEMENTS}, ${ACTIVE_ATTRIBUTES}`

const frame = () => new Promise((done) => requestAnimationFrame(done))

let run:
  | {
      host: HTMLElement
      slider: Slider
      ready: string
      before: string[]
      trigger: boolean
      seen: { opened: boolean }
    }
  | undefined

window.__fuzz = {
  async start(json, popup) {
    const before = pageMarks()
    const host = fuzzHost()
    const slider = createSlider(host, {
      module: JSON.parse(json) as RawRecord,
      // deepLink(): a visitor's hash picks a slide (the spec changes it).
      plugins: [
        ...allPlugins(),
        deepLink(),
        ...(popup
          ? [modal({ plugins: allPlugins, alias: POPUP_ALIAS, ...(popup !== 'open' && popup) })]
          : []),
      ],
      // The playground's REST server: a stream module's feed comes from there.
      rest: { base: '/wp-json/' },
    })
    const seen = { opened: false }
    slider.on('modal:open', () => {
      seen.opened = true
    })
    let ready = await within(
      slider.ready.then(
        () => 'ready',
        (error: unknown) => `ready rejected: ${String(error)}`,
      ),
      READY_WAIT_MS,
      `not ready after ${READY_WAIT_MS} ms`,
    )
    if (popup === 'open' && ready === 'ready')
      ready = await within(
        (slider.plugin('modal')?.open() ?? Promise.resolve()).then(() => ready),
        READY_WAIT_MS,
        `the pop-up had not opened after ${READY_WAIT_MS} ms`,
      )
    run = { host, slider, ready, before, trigger: typeof popup === 'object', seen }
    return slider.state.count
  },
  async visit(index, pause) {
    run?.slider.goTo(index)
    await wait(pause)
  },
  async rush(pause) {
    document.dispatchEvent(new Event(POPUP_EVENT))
    for (let i = 0; i < 3; i++) {
      run?.slider.next()
      await frame()
    }
    await wait(pause)
  },
  async end() {
    if (!run) throw new Error('no run started')
    const { host, slider, ready, before, trigger, seen } = run
    run = undefined
    const active = [...host.querySelectorAll(ACTIVE)].map((el) => el.outerHTML.slice(0, 120))
    const report = slider.report.map(({ path, message }) => ({ path, message }))
    slider.destroy()
    // The hash a visitor set: the next run starts without it.
    history.replaceState(null, '', location.pathname)
    const left = hostLeft(host)
    host.remove()
    if (trigger) await wait(TRIGGER_QUIET_MS)
    const added = marksChanged(before)
    return { ready, report, active, left: left + added.join(' '), opened: seen.opened }
  },
}
