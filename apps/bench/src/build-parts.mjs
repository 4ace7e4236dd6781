// A slide build's parts, timed by `handlers` with BENCH_BUILD_PARTS=1 (handler-time.mjs): the
// calls of core's slide stage and readers and of layers-text's build that make a slide, wrapped
// as timed-handlers.mjs wraps the handlers. Each forward change of the minimal row builds a
// slide: about a sixth of Strata's own script over the bench's 10 changes (its frame counter
// aside), and no one part more than about a quarter of a build (docs/performance-log.md,
// "Sixty-fifth session"). These figures, not a CPU profile's samples, say which part a change
// to the build moved.

/** One call as written in `packages/<file>`, and the same call timed under `key`. */
const timedCall = (file, key, call, inner = call) => ({
  file,
  call,
  // A function, so that no `$` in the call is read as a replacement pattern.
  timed: call.replace(inner, () => `__strataTime(${JSON.stringify(key)}, () => ${inner})`),
})

/** layers-text's plugin.ts makes a slide's layer elements in this call, as written there. */
const ELEMENTS_CALL = `const s = buildSlideLayers(
          element,
          layers,
          (l, p, m) => warn(slide.id, l, p, m),
          { registry: contents, index },
          { mount: false },
        )`

/** layers-text's normalise/index.ts checks a layer's timelines in this call, as written there. */
const CHECK_CALL = `checkTimelines(raw.tl, report, \`\${p}.tl\`)`

/**
 * The instruments of a build's parts: each key names the part, `build:` first so they sort
 * together. Inclusive as the handlers' are: a slide's data read is inside its element's first
 * call, a layer's CSS inside the layout.
 */
export const BUILD_PARTS = [
  timedCall(
    'core/src/runtime/slide-stage.ts',
    'build: slide element (core; its data read at its first call)',
    'const el = dom.slide(index)',
    'dom.slide(index)',
  ),
  timedCall(
    'core/src/runtime/slide-stage.ts',
    "build: layers read (core's and the plugins' parts)",
    'layerCache.set(index, normaliseLayers(slide, parts, report))',
    'normaliseLayers(slide, parts, report)',
  ),
  timedCall(
    'core/src/normalise/slides.ts',
    'build: slide data checked (scan)',
    '  scan(r, report, sp)',
    'scan(r, report, sp)',
  ),
  timedCall(
    'core/src/normalise/slides.ts',
    'build: slide data read (shape)',
    'Object.assign(shape(r, SLIDE, report, sp), {',
    'shape(r, SLIDE, report, sp)',
  ),
  timedCall(
    'core/src/normalise/normalise-layers.ts',
    'build: layer data checked (scan)',
    '        scan(v, report, p)',
    'scan(v, report, p)',
  ),
  timedCall(
    'core/src/normalise/normalise-layers.ts',
    'build: layer data read (core)',
    '        const l = normaliseLayer(v, k, ids, report, p)',
    'normaliseLayer(v, k, ids, report, p)',
  ),
  // layers-text's part of a layer's read (normalise/index.ts), inside "layers read": at a real
  // export's load a layer's read costs three to five times a warm one, mostly first calls
  // (docs/performance-log.md, "Sixty-seventh session").
  timedCall(
    'layers-text/src/normalise/index.ts',
    'build: layer read, its style record (layers-text)',
    'layer.style = shape(raw, STYLE_DEFAULTS, report, p)',
    'shape(raw, STYLE_DEFAULTS, report, p)',
  ),
  timedCall(
    'layers-text/src/normalise/index.ts',
    'build: layer read, its hover and toggle (layers-text)',
    'const parts = shape(raw, PARTS, report, p)',
    'shape(raw, PARTS, report, p)',
  ),
  timedCall(
    'layers-text/src/normalise/index.ts',
    'build: layer read, its layout record (layers-text)',
    'layer.layout = shape(withCol(raw), LAYOUT_DEFAULTS, report, p)',
    'shape(withCol(raw), LAYOUT_DEFAULTS, report, p)',
  ),
  timedCall(
    'layers-text/src/normalise/index.ts',
    "build: layer read, its timelines' check (layers-text)",
    `raw.tl = ${CHECK_CALL}`,
    CHECK_CALL,
  ),
  timedCall(
    'layers-text/src/plugin.ts',
    'build: layer elements (layers-text)',
    ELEMENTS_CALL,
    ELEMENTS_CALL.slice(ELEMENTS_CALL.indexOf('buildSlideLayers(')),
  ),
  timedCall(
    'layers-text/src/plugin.ts',
    'build: layers placed (layers-text layout)',
    '        s.layout(frame(ctx))\n        // Wrappers',
    's.layout(frame(ctx))',
  ),
  timedCall(
    'layers-text/src/plugin.ts',
    "build: timelines' targets and timing (layers-text attach)",
    'timelines.attach(index, s.layers, s.mount)\n        s.mount()',
    'timelines.attach(index, s.layers, s.mount)',
  ),
  timedCall(
    'layers-text/src/build-layers.ts',
    "build: a wrapper's CSS made and written",
    'applyCss(e.wrapper, wrapperCss(model, e.placement, env, e.warn, e.parent), WRAPPER_DEFAULTS)',
  ),
  timedCall(
    'layers-text/src/build-layers.ts',
    "build: a layer element's CSS made",
    'const css = styleCss(model, env, e.warn)',
    'styleCss(model, env, e.warn)',
  ),
  timedCall(
    'layers-text/src/build-layers.ts',
    "build: a layer element's CSS written",
    'applyCss(e.element, css, ELEMENT_DEFAULTS)',
  ),
]
