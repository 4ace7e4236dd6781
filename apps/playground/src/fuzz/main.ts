/**
 * The fuzz page (e2e/reliability-fuzz.spec.ts): runs one module at a time with every plugin a
 * site installs (the bring-your-own page's set), visits its slides, and says what a visitor's
 * page would have met: whether it got ready, what was reported, anything in the module that
 * could run script or navigate, and what `destroy` left behind.
 */
import { createSlider, type RawRecord, type ReportEntry } from '@strata/core'
import { allPlugins } from '../plugins/all-plugins'

/** What one module's run came to. */
export interface FuzzOutcome {
  /** `ready`, or why not. */
  ready: string
  slides: number
  report: ReportEntry[]
  /** Elements and attributes in the module that could run script or leave the page. */
  active: string[]
  /** The host's markup and attributes after `destroy`: empty when it cleaned up. */
  left: string
}

declare global {
  interface Window {
    /**
     * Runs the module in `json` (as a site's fetch reads it), going to each of its first
     * `visits` slides, `pause` ms on each.
     */
    __fuzzRun?: (json: string, visits: number, pause: number) => Promise<FuzzOutcome>
  }
}

/** How long a module may take to be ready: its fixtures' images come from this server. */
const READY_WAIT_MS = 5000

const ACTIVE =
  'script, iframe, object, embed, meta, base, link, form, input, [href^="javascript" i], [onerror], [onload], [ontoggle]'

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

window.__fuzzRun = async (json, visits, pause) => {
  const host = document.createElement('div')
  document.body.append(host)
  const slider = createSlider(host, {
    module: JSON.parse(json) as RawRecord,
    plugins: allPlugins(),
  })
  const ready = await Promise.race([
    slider.ready.then(
      () => 'ready',
      (error: unknown) => `ready rejected: ${String(error)}`,
    ),
    wait(READY_WAIT_MS).then(() => `not ready after ${READY_WAIT_MS} ms`),
  ])
  const slides = slider.state.count
  for (let i = 0; i < Math.min(slides, visits); i++) {
    slider.goTo(i)
    await wait(pause)
  }
  const active = [...host.querySelectorAll(ACTIVE)].map((el) => el.outerHTML.slice(0, 120))
  const report = slider.report.map(({ path, message }) => ({ path, message }))
  slider.destroy()
  const left = host.innerHTML + [...host.attributes].map((a) => ` ${a.name}`).join('')
  host.remove()
  return { ready, slides, report, active, left }
}
