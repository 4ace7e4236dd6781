/**
 * The page-level modal fuzz page (e2e/reliability-modal-api-fuzz.spec.ts): a site's script
 * calling `openModal(alias)`, `modalTrigger(alias, text)` and `releaseModals()` from
 * @strata/modal, in any order and without waiting, with pop-ups loaded by alias from the
 * playground's REST server. It keeps every call's outcome and trigger report for the spec, and
 * at the end stops, releases and says what the page was left with.
 */
import type { ReportEntry } from '@strata/core'
import { modalTrigger, openModal, releaseModals } from '@strata/modal'
import { allPlugins } from '../plugins/all-plugins'
import { PAGE_EVENT, REST_PICKS } from './modal-api-picks'
import { marksChanged, pageMarks, wait, within } from './page-kit'

/** What the spec calls, through `window.__modalFuzz`. */
export interface ModalApiPage {
  /** `openModal(alias, { slide, rest })`, not awaited: its outcome is kept. */
  open(alias: string, slide: number | string | undefined, rest: number): void
  /** `modalTrigger(alias, text, { rest })`: its stop function is kept. */
  trigger(alias: string, text: unknown, rest: number): void
  /** Stops trigger `n` (mod the count) again or for the first time. */
  stop(n: number): void
  release(): void
  /** The page's own event a trigger's `e` may name. */
  event(): void
  /** A normal module's element with this alias on the page: openModal must refuse it. */
  placeNormal(alias: string): void
  /** Waits until the calls so far have settled, `ms` at most: what they open is then open. */
  settle(ms: number): Promise<void>
  /** Dialogs in the page, and how many are open. */
  dialogs(): { all: number; open: number }
  /** Stops every trigger, waits for every call (`ms` at most), releases, waits `quiet` ms. */
  end(ms: number, quiet: number): Promise<ModalApiOutcome>
}

export interface ModalApiOutcome {
  /** Each `openModal` call's outcome: 'true', 'false', 'pending' or how it failed. */
  calls: string[]
  report: ReportEntry[]
  /** What the page still had once everything was stopped and released. */
  left: string[]
}

declare global {
  interface Window {
    __modalFuzz?: ModalApiPage
  }
}

const calls: Array<Promise<string>> = []
const stops: Array<() => void> = []
const report: ReportEntry[] = []
const plugins = allPlugins

const before = pageMarks()

window.__modalFuzz = {
  open(alias, slide, rest) {
    const options = { slide, rest: REST_PICKS[rest], plugins }
    calls.push(
      openModal(alias, options).then(
        (shown) => String(shown),
        (error: unknown) => `rejected: ${String(error)}`,
      ),
    )
  },
  trigger(alias, text, rest) {
    const options = {
      rest: REST_PICKS[rest],
      plugins,
      report: (path: string, message: string) => report.push({ path, message }),
    }
    stops.push(modalTrigger(alias, text, options))
  },
  stop(n) {
    stops[n % stops.length]?.()
  },
  release() {
    void releaseModals()
  },
  event() {
    document.dispatchEvent(new Event(PAGE_EVENT))
  },
  placeNormal(alias) {
    const el = document.createElement('div')
    el.className = 'fuzz-normal'
    el.dataset.alias = alias
    document.body.prepend(el)
  },
  async settle(ms) {
    await Promise.race([Promise.all(calls), wait(ms)])
  },
  dialogs() {
    const all = document.querySelectorAll<HTMLDialogElement>('dialog.strata-modal')
    return { all: all.length, open: [...all].filter((d) => d.open).length }
  },
  async end(ms, quiet) {
    for (const stop of stops) stop()
    const outcome = await Promise.all(calls.map((call) => within(call, ms, 'pending')))
    await releaseModals()
    for (const el of document.querySelectorAll('.fuzz-normal')) el.remove()
    // A watcher that outlived its stop, or a load that outlived the release, shows by now.
    await wait(quiet)
    const left = marksChanged(before)
    const { all, open } = window.__modalFuzz?.dialogs() ?? { all: 0, open: 0 }
    if (all) left.push(`${all} dialogs (${open} open)`)
    return { calls: outcome, report, left }
  },
}
