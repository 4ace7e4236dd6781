import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REST_AFTER_MS, REST_MS } from './measure.mjs'
import { markdownTable } from './table.mjs'

const file = join(dirname(fileURLToPath(import.meta.url)), '../../../bench/RESULTS.md')
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`

const SLIDER_LABELS = {
  strata: 'core (slideshow) + nav()',
  swiper: 'core + Navigation, Pagination, Autoplay + their CSS',
  embla: 'embla-carousel + embla-carousel-autoplay',
  splide: 'Splide (arrows, pagination, autoplay built in) + core CSS',
}

/** Writes bench/RESULTS.md (committed): the machine, the command, the table and how it was made. */
export async function writeResults({
  sliders,
  table,
  targets,
  growth,
  sizes,
  version,
  runs,
  seconds,
  libraries,
}) {
  const cpu = cpus()
  const load = loadavg()
    .map((v) => v.toFixed(1))
    .join(', ')
  const env = ['BENCH_RUNS', 'BENCH_LATENCY_MS']
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]} `)
    .join('')
  const text = `# Benchmark results

Made by \`${env}pnpm bench\` (from the repository root; turbo runs \`apps/bench\`) on
${new Date().toISOString().slice(0, 10)}, in ${seconds.toFixed(0)} s.

- Browser: Debian's Chromium ${version}, headless, via playwright-core (flags in scripts/chromium.mjs)
- Machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB,
  Node ${process.version}. The cores were shared with other jobs (load average ${load} at the
  end), so times carry noise: compare rows of the same run, not runs.
- Medians of ${runs} runs per library and N (at most 3 at N = 1000), each in a fresh browser
  context, viewport 1280×800, module 100% × 600 px, after one unmeasured warm-up load per library.
  The loads of one N run in rounds, one per library a round (the order reversed every other
  round), so a change in the machine's load falls on every library alike.

## What each row runs

The same work for every library: a full-width module of N slides, each with a background colour
and three positioned text elements, changed 10 times (5 forward, 5 back), each library with its
own horizontal slide transition. Every page is bundled the same way (esbuild, minified ESM from
the npm packages, plus the CSS the library needs).

${libraries.map((l) => `- **${l.name}**: ${l.label}`).join('\n')}

Strata's row runs the product's own plugins: \`layersText()\` draws the 3 text layers, each
with a 300 ms fade-in on its \`in\` timeline, and \`bgTransitions()\` draws the background and
slides between slides in 300 ms (the \`slideleft\` preset). Its layers only fade, so GSAP does not
load on this page (layers-text loads it for layers it moves; the real-export row does).
Strata builds its markup from data inside \`createSlider\`; the peers' slide markup is built
before their constructor is timed (as if a site had it in its HTML), so their *ready* includes it
and their *ctor* does not.

## Results

(r×) beside a peer's figure = Strata's figure ÷ that peer's (below 1× = Strata smaller/fewer/faster;
for fps, above 1× is better).

${markdownTable(table)}

### Issue #25's targets, round by round

The table's ratios are of the medians, and one run's medians can move the ratio by a fifth
where the peer's own figure moves most (docs/performance.md, "Before and after"). Each round
loads Strata and Swiper one after the other, so each round's Strata figure ÷ its Swiper figure
is a ratio the machine's drift moves less: their median, their spread, and in how many rounds
the ratio met the issue's goal.

${targets.length > 1 ? markdownTable(targets) : '(no slide count of a target ran)'}

### Strata builds only the slides it shows

Strata keeps only the current slide and its neighbours in the DOM, so its node count stays the
same as N grows; the peers build every slide. Its JS heap still grows with N, and nearly all of
that growth is the module data the page hands it (kept to build each slide when it shows, its
layers normalised then): the peers hold the same slides as DOM, which lives in Blink's heap, not
in V8's (docs/performance-log.md, "Eighth session" and "Twelfth session"). **heap+DOM MB** counts
both heaps, so each library's slides are counted wherever it keeps them.

${growth.map((line) => `- ${line}`).join('\n')}

### Bundles (the page as shipped: library + bench harness)

The first download of each page (files behind an \`import()\` left out). GSAP
(${sliders.gsap?.js ? kb(sliders.gsap.js) : '?'} min+gzip by itself) is not in Strata's: layers-text loads it as a
file of its own for scenes that move more than opacity (the real-export row's), and the minimal
row's fade-ins need none; the peers animate with CSS or their own code.

| library | JS min | JS min+gzip | CSS min+gzip | total min+gzip |
| --- | ---: | ---: | ---: | ---: |
${Object.entries(sizes)
  .map(
    ([name, { js, css }]) =>
      `| ${name} | ${kb(js.min)} | ${kb(js.gzip)} | ${kb(css.gzip)} | ${kb(js.gzip + css.gzip)} |`,
  )
  .join('\n')}

### A slider, for the size goals (min+gzip)

Arrows, bullets/pagination and autoplay/slideshow, each library's way, bundled as above
(\`pnpm size\` guards Strata's figure; issue #25's goal is ≤ 14 KB, below Splide's).

| library | what | JS | CSS | total |
| --- | --- | ---: | ---: | ---: |
${Object.entries(sliders)
  .filter(([name]) => name !== 'gsap')
  .map(([name, s]) =>
    s.error
      ? `| ${name} | ${SLIDER_LABELS[name]} | could not bundle: ${s.error} | | |`
      : `| ${name} | ${SLIDER_LABELS[name]} | ${kb(s.js)} | ${kb(s.css)} | ${kb(s.js + s.css)} |`,
  )
  .join('\n')}

## Columns

- **ready ms**: navigation start → the first frame after the library said it is ready.
- **eval ms**: the page script's arrival (its resource timing) → its code evaluated: parse,
  compile and every module's top level (the library's, GSAP's), before the page builds its
  markup. Part of ready.
- **top-level ms**: of eval, the bundle's first statement → its code evaluated: every module's
  top level. The rest of eval is the browser's work on the file once it has arrived (V8 parses
  a module script off the main thread before any of it runs), which grows with how much code
  the file holds and how it is written, not with what runs.
- **ctor ms**: the library's constructor call alone (Splide: \`new Splide().mount()\`). Strata's
  \`createSlider\` returns at once and does its work (normalise, build, first show) before
  \`slider.ready\`, so for Strata compare **start** or **ready**, not ctor.
- **start ms**: the constructor call → the library said it is ready (ctor included). With eval ms it
  splits ready into the cost of the code's size and the cost of the work it runs.
- **LCP ms**: navigation start → the page's largest contentful paint (its last
  \`largest-contentful-paint\` entry), read 150 ms and two frames after ready: what a visitor
  sees land, a slide's background image included once it has painted. A load with no entry
  (text that fades in on the compositor may make none) is left out of the median.
- **heap MB**: \`Runtime.getHeapUsage\` used size after \`HeapProfiler.collectGarbage\`, taken
  150 ms and two frames after ready, so work a library defers past ready is in, and read again
  every 25 ms until two reads agree (src/heaps.mjs). It is V8's JS heap: DOM nodes are kept by
  the renderer outside it.
- **heap+DOM MB**: the same with Blink's heap (\`embedderHeapUsedSize\` of the same read: the DOM,
  styles and layout objects), where the peers keep their slides. A page still ending its first
  entrance makes style garbage between two collections; the repeated read waits that out.
- **DOM nodes**: the CDP Performance \`Nodes\` metric at the same moment.
- **CLS**: layout-shift entries (no recent input) from navigation to ready.
- Over the 10 transitions: **fps** (frames ÷ time), **p95 frame ms**, **frames>20ms**, **long tasks**
  (PerformanceObserver \`longtask\`), and deltas of CDP \`Performance.getMetrics\`: **Layout**
  (LayoutCount) and **RecalcStyle** (RecalcStyleCount). **Script ms** is the main thread's
  script over the transitions in a Chromium trace (\`devtools.timeline\`, \`v8.execute\`):
  frame callbacks, timers, events and the microtasks after them, less the rendering they force
  (src/script-time.mjs). **Script CPU ms** is the same script by the thread's CPU time (the trace
  events' \`tdur\`): time the thread waited for a core is not in it, so it moves less with the
  machine's other work (the ratio column of either tells the same). **task Script ms** is CDP's
  \`ScriptDuration\`, the figure runs before
  2026-11-28's seventeenth session printed as script: it leaves out promise continuations, where
  an async slide change does most of its work.
- **rest Script ms** (N ≤ 10): CDP's \`ScriptDuration\` over ${REST_MS} ms of a page left alone,
  from ${REST_AFTER_MS} ms after the last change, when its slide's entrances have played.
  Nothing moves then, so a library should run no script: a frame loop left running shows here
  (the real-export row ran 103 ms in 3 s, its Ken Burns pan, before 2026-11-29's thirtieth
  session).
- A transition ends at the library's own signal: Swiper \`slideChangeTransitionEnd\` (300 ms
  default), Splide \`moved\` (400 ms default), Strata \`slide:after\` (the bench plugin's 300 ms
  slide). Embla's \`settle\` comes about 2 s after the slide looks still (its physics creeps the
  last sub-pixel), so Embla's ends when its container is within 1 px of the snap (about 1 s with
  its default duration): its rows cover more frames, which fps and p95 account for but the
  RecalcStyle and Script totals do not.
- Strata's Layout count (6 over 10 changes, none forced since issue #25's third session): the
  frame layouts after a change builds the newly neighbouring slide (Strata builds the shown
  slide and one either side, and keeps those it has shown built, twelve at most). The peers
  only move an already laid-out, transformed track.
`
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, text)
  return file
}
