// How much baseline machine code V8 makes at a load, for `trace` (docs/performance-log.md,
// "Twenty-third session"): after a few calls V8 compiles a function with Sparkplug, whose code
// stays in the heap. It is most of the heap between Strata and the peers, and unlike the heap
// figure most loads of one build read the same (a few read more: `trace` takes the median of 3).
// Read from Chromium's output with `--js-flags=--trace-baseline-batch-compilation`.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'

/** The flag that makes V8 print each function it queues for baseline compilation. */
export const BASELINE_FLAG = '--js-flags=--trace-baseline-batch-compilation'

const QUEUED = /Enqueued SFI (.*) with estimated size (\d+)/

/**
 * The functions queued for baseline code in `lines` (the browser's output) and V8's estimate of
 * their code, largest first; anonymous functions are named `(anonymous)`.
 * @param {Iterable<string>} lines
 * @returns {{ bytes: number, functions: Array<{ name: string, bytes: number }> }}
 */
export function baselineCode(lines) {
  const functions = []
  for (const line of lines) {
    const m = QUEUED.exec(line)
    if (m) functions.push({ name: m[1]?.trim() || '(anonymous)', bytes: Number(m[2]) })
  }
  functions.sort((a, b) => b.bytes - a.bytes)
  return { bytes: functions.reduce((sum, f) => sum + f.bytes, 0), functions }
}

/**
 * Loads `url` (a bench page) in a Chromium that prints V8's baseline compiles, settled as the
 * bench settles it before reading the heap (300 ms after `window.__bench`), and returns the code
 * those compiles made. Chromium is started here (Playwright keeps a browser's output to its
 * debug log) and Playwright connects to it over CDP. The page is waited for in the page, not by
 * Playwright's polling: its injected functions, run once a poll, would reach V8's budget too.
 * @param {string} url
 */
export async function baselineOfLoad(url) {
  const profile = await mkdtemp(join(tmpdir(), 'strata-baseline-'))
  const args = [...CHROMIUM_ARGS, BASELINE_FLAG, '--remote-debugging-port=0']
  const child = spawn(CHROMIUM_PATH, [...args, `--user-data-dir=${profile}`, 'about:blank'])
  const lines = []
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line))
  const endpoint = await new Promise((found, failed) => {
    createInterface({ input: child.stderr }).on('line', (line) => {
      const m = /DevTools listening on (ws:\S+)/.exec(line)
      if (m) found(m[1])
    })
    child.on('exit', () => failed(new Error('Chromium exited before it listened')))
  })
  try {
    const browser = await chromium.connectOverCDP(endpoint)
    const page = await browser.contexts()[0].newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url)
    await page.evaluate(
      () =>
        new Promise((done) => {
          const ready = () => (window.__bench ? setTimeout(done, 300) : setTimeout(ready, 20))
          ready()
        }),
    )
    await browser.close()
  } finally {
    const exited = new Promise((done) => child.once('exit', done))
    if (child.exitCode === null) child.kill()
    await exited
    await rm(profile, { recursive: true, force: true, maxRetries: 3 })
  }
  return baselineCode(lines)
}
