// `ab hollow`: a build's page loaded under precise coverage as `measureOnce` loads it (the load,
// 10 changes, the rest after), then copied with its page file's never-run functions emptied
// (hollow.mjs), for `ab compare` against the build it came from.
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { coveredLoad } from './covered-load.mjs'
import { functionsSeen, hollowed } from './hollow.mjs'

/**
 * Which of the page file's functions ran over a load and 10 changes.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function coverageOf(browser, url) {
  const { page, cdp, result, scripts } = await coveredLoad(browser, url, true)
  try {
    const pageScripts = scripts
      .filter((s) => new URL(s.url, 'http://x').pathname.endsWith('/page.js'))
      .map((s) => s.id)
    await page.evaluate(() => window.__bench.transitions(10))
    // What runs at rest after the changes (measureOnce's `rest`) counts as run too.
    await page.waitForTimeout(2000)
    const takes = [result, (await cdp.send('Profiler.takePreciseCoverage')).result]
    return takes.map((take) =>
      take.filter((s) => pageScripts.includes(s.scriptId)).flatMap((s) => s.functions),
    )
  } finally {
    await page.close()
  }
}

/**
 * Builds `<label>-hollow` beside `<label>` in `abDir`: its `page` as it is, the page file hollowed.
 * @param {import('playwright-core').Browser} browser
 * @param {string} serverUrl  the static server over `abDir`
 * @param {string} abDir
 * @param {string} label
 * @param {string} page
 * @param {string} n  the slides of the coverage load
 */
export async function buildHollow(browser, serverUrl, abDir, label, page, n) {
  const seen = functionsSeen(await coverageOf(browser, `${serverUrl}/${label}/${page}/?n=${n}`))
  const source = await readFile(join(abDir, label, page, 'page.js'), 'utf8')
  const { code, emptied, removed } = hollowed(source, seen)
  const to = join(abDir, `${label}-hollow`, page)
  await rm(to, { recursive: true, force: true })
  await cp(join(abDir, label, page), to, { recursive: true })
  await writeFile(join(to, 'page.js'), code)
  return { emptied, removed, size: source.length, to }
}
