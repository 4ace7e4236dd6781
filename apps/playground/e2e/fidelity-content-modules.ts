/**
 * Module fixtures for issue #15's content items (e2e/fidelity-content.spec.ts), in the real
 * exported shape (docs/data-format/README.md), written for these tests: a native 7.x module and a
 * 6.7.x one migrated by the 7.x plugin (`migrated: "sr6"`). Both hold slide meta placeholders in
 * layer text and in a global layer (item 18), buttons whose slide actions use the names exports
 * carry (item 19), and arrows and bullets in the module's own skin: a CSS template with
 * `##name##` placeholders and `def` / `cst` values (item 20). A third module holds what Strata
 * does not draw or run: add-on layers and an unknown action (item 21, report quality).
 *
 * The skins' CSS is this project's own, written in the style exported templates use (the skin
 * key with `sr7-` class names in 7.x, `tparrows` / `tp-` names in 6.x).
 */
type Rec = Record<string, unknown>
export type Form = '7.x' | '6.x'

const five = <T>(v: T): T[] => [v, v, v, v, v]
const sides = (v: number) => ({ t: five(v), r: five(v), b: five(v), l: five(v) })

/** A layer record as the given form writes it: 6.x migrated data carries its editor leftovers. */
function layer(form: Form, id: number, fields: Rec): Rec {
  const x = (fields.x as number | undefined) ?? 0
  const y = (fields.y as number | undefined) ?? 0
  const { x: _x, y: _y, pos, ...rest } = fields
  const common: Rec = {
    id,
    size: { w: five('auto'), h: five('auto'), minW: five('none'), minH: five('none') },
    pos: {
      x: five(form === '7.x' ? `${x}px` : x),
      y: five(form === '7.x' ? `${y}px` : y),
      pos: 'absolute',
      float: five('none'),
      clear: five('none'),
      ...(pos as Rec | undefined),
    },
    zIndex: 6 + (id % 20),
    order: id,
    display: five('block'),
    p: sides(0),
    m: sides(0),
    tl: {
      in: {
        content: {
          pers: '600px',
          orig: { x: '50%', y: '50%', z: '0' },
          all: [
            { t: 0, d: 0, f: 0, e: 'power3.inOut', pE: 'd', x: five(0), y: five(0), o: 0 },
            { t: 100, d: 300, f: 300, e: 'power3.inOut', pE: 'd', x: five(0), y: five(0), o: 1 },
          ],
        },
      },
    },
  }
  const leftovers: Rec =
    form === '6.x'
      ? {
          fluid: { tx: true, tr: true, sp: true },
          runtime: { locked: false, hidden: false },
          vA: 'top',
          attr: { aO: 'ml', tO: 'ml' },
        }
      : {}
  return { ...common, ...leftovers, ...rest }
}

const font = {
  font: { family: 'Arial', size: five('24px'), weight: five('700') },
  lh: five('32px'),
  color: five('#ffffff'),
  tA: five('left'),
  ws: five('nowrap'),
}

const text = (form: Form, id: number, x: number, y: number, html: string, extra: Rec = {}) =>
  layer(form, id, { type: 'text', x, y, content: { text: html }, ...font, ...extra })

/** A button layer as exports write it (`type: text, subtype: button`). */
const button = (form: Form, id: number, x: number, y: number, label: string) =>
  text(form, id, x, y, label, {
    subtype: 'button',
    alias: label,
    p: { t: five(8), r: five(16), b: five(8), l: five(16) },
    bg: { color: { type: 'solid', orig: '#2a9d8f', string: 'rgba(42, 157, 143, 1)' } },
    font: { family: 'Arial', size: five('18px'), weight: five('700') },
    lh: five('24px'),
  })

/** The slide background layer every exported slide has. */
const slidebg = (color: string): Rec => ({
  rTo: 'slide',
  id: 1,
  alias: 'Slide BG Layer',
  subtype: 'slidebg',
  type: 'shape',
  size: { cMode: 'cover' },
  pos: { h: five('center'), v: five('center'), pos: 'absolute' },
  zIndex: 0,
  order: 0,
  display: five('block'),
  bg: { color: { type: 'solid', orig: color, string: color } },
})

/** What the skins below draw, for the spec to measure: box sizes in CSS px and colours. */
export const SKIN = {
  '7.x': {
    arrow: { size: 44, bg: 'rgba(38, 70, 83, 0.85)', radius: '22px', x: 20 },
    // 10 px dots with a 2 px ring (content-box), 8 px apart, in a panel padded 6 px.
    bullet: { size: 14, gap: 8, pad: 6, y: 20, active: 'rgb(255, 255, 255)' },
  },
  '6.x': {
    arrow: { size: 50, bg: 'rgba(231, 111, 81, 0.9)', radius: '4px', x: 30 },
    bullet: { size: 16, gap: 12, pad: 4, y: 30, active: 'rgb(233, 196, 106)' },
  },
} as const

/** Arrows in the module's own skin: `##name##` placeholders, filled from `def`, then `cst`. */
function arrows(form: Form): Rec {
  const is7 = form === '7.x'
  const key = is7 ? 'fidelity-arrows' : 'fid6-arrows'
  const base = is7 ? `.${key}.sr7-arrows` : `.${key}.tparrows`
  const [left, right] = is7
    ? [`.${key}.sr7-leftarrow`, `.${key}.sr7-rightarrow`]
    : [`.${key}.tparrows.tp-leftarrow`, `.${key}.tparrows.tp-rightarrow`]
  const css = [
    `${base}{cursor:pointer;position:absolute;display:block;z-index:100;width:##size##px;height:##size##px;background:##bg##;border-radius:##radius##px}`,
    `${base}:hover{background:##hover##}`,
    `${base}:before{content:"";position:absolute;top:50%;left:50%;width:##icon##px;height:##icon##px;margin:-##half##px 0 0 -##half##px;border:solid ##color##;border-width:0 0 ##stroke##px ##stroke##px;box-sizing:border-box}`,
    `${left}:before{transform:translateX(2px) rotate(45deg)}`,
    `${right}:before{transform:translateX(-2px) rotate(-135deg)}`,
    is7 ? '' : `${base} .tp-title-wrap{position:absolute;left:100%;top:0;opacity:0}`,
  ].join('\n')
  const skin = SKIN[form].arrow
  const place = (h: string) => ({
    a: 'slider',
    anim: 'fade',
    x: five(skin.x),
    y: five(0),
    h: five(h),
    v: five('center'),
  })
  return {
    set: true,
    key,
    css,
    html: is7
      ? ''
      : '<div class="tp-title-wrap"><span class="tp-arr-titleholder">{{title}}</span></div>',
    // 7.x: each placeholder with its editor data; the custom values flagged `<name>-def`.
    def: is7
      ? {
          size: { title: 'Size', type: 'custom', data: '40' },
          bg: { title: 'Background', type: 'color', data: 'rgba(0,0,0,0.5)' },
          hover: { title: 'Hover background', type: 'color', data: '#000000' },
          radius: { title: 'Radius', type: 'custom', data: '22' },
          icon: { title: 'Icon size', type: 'custom', data: '12' },
          half: { title: 'Half icon', type: 'custom', data: '6' },
          color: { title: 'Icon colour', type: 'color', data: '#ffffff' },
          stroke: { title: 'Stroke', type: 'custom', data: '2' },
        }
      : {
          size: '50',
          bg: '#000000',
          hover: { type: 'solid', orig: '#264653', string: 'rgba(38, 70, 83, 1)' },
          radius: '4',
          icon: '14',
          half: '7',
          color: '#ffffff',
          stroke: '3',
        },
    cst: is7
      ? {
          size: '44',
          'size-def': true,
          bg: { type: 'solid', orig: '#264653', string: 'rgba(38, 70, 83, 0.85)' },
          'bg-def': true,
          // Not flagged: the default stays.
          radius: '2',
          'radius-def': false,
        }
      : { bg: { type: 'solid', orig: '#e76f51', string: 'rgba(231, 111, 81, 0.9)' } },
    show: five(true),
    dIn: five(0),
    dOut: five(0),
    ...(is7 ? { s: 1000 } : {}),
    l: place('left'),
    r: place('right'),
  }
}

/** Bullets in the module's own skin; its items are placed one by one (`position:absolute`). */
function bullets(form: Form): Rec {
  const is7 = form === '7.x'
  const key = is7 ? 'fidelity-dots' : 'fid6-dots'
  const [box, item] = is7 ? ['sr7-bullets', 'sr7-bullet'] : ['tp-bullets', 'tp-bullet']
  const skin = SKIN[form].bullet
  const css = [
    `.${key}.${box}{padding:##pad##px;background:##panel##;border-radius:##round##px}`,
    `.${key} .${item}{position:absolute;display:inline-block;box-sizing:content-box;width:##size##px;height:##size##px;border:##line##px solid ##ring##;border-radius:50%;background:##bg##;cursor:pointer}`,
    `.${key} .${item}:hover,.${key} .${item}.selected{background:##active##}`,
  ].join('\n')
  return {
    set: true,
    key,
    css,
    html: '',
    def: {
      pad: `${skin.pad}`,
      panel: 'rgba(0,0,0,0.25)',
      round: '14',
      size: `${skin.size - 4}`,
      line: '2',
      ring: '#ffffff',
      bg: 'transparent',
      active: is7 ? '#ffffff' : { type: 'solid', orig: '#e9c46a', string: '#e9c46a' },
    },
    cst: {},
    show: five(true),
    a: 'slider',
    h: five('center'),
    v: five('bottom'),
    x: five(0),
    y: five(skin.y),
    // 7.x writes the gap as g (and an s: 1000 that is no gap) and d per level; 6.x the gap as s.
    ...(is7
      ? { g: skin.gap, s: 1000, d: ['horizontal', '#a', '#a', '#a', '#a'] }
      : { s: skin.gap, d: 'horizontal' }),
  }
}

/** Slide ids: three slides and a global one. */
export const SLIDES = { first: 101, second: 102, last: 103, global: 199 } as const
/** Layer ids of interest to the spec. */
export const L = {
  counter: 11,
  title: 12,
  next: 13,
  last: 14,
  toggleShow: 15,
  below: 16,
  card: 17,
  showCard: 18,
  note: 19,
  hideNote: 20,
  back: 21,
  globalCounter: 31,
} as const

/** The content module in the given form. */
export function contentModule(form: Form): Rec {
  const is7 = form === '7.x'
  const version = is7 ? '7.1.1' : '6.7.29'
  const counter = '{{current_slide_index}} / {{total_slide_count}}'
  // The card waits for an action (a waiting first frame), as exported "show on click" cards do.
  const card = layer(form, L.card, {
    type: 'shape',
    x: 700,
    y: 40,
    size: { w: five('200px'), h: five('120px'), minW: five('none'), minH: five('none') },
    bg: { color: { type: 'solid', orig: '#e9c46a', string: '#e9c46a' } },
    tl: {
      in: {
        content: {
          pers: '600px',
          all: [
            { t: 'w0', d: 0, f: 0, e: 'power3.inOut', x: five(0), y: five(0), o: 0 },
            { t: 0, d: 300, f: 300, e: 'power3.inOut', x: five(0), y: five(0), o: 1 },
          ],
        },
      },
    },
  })
  const actions1: Rec[] = is7
    ? [
        { a: 'callSlide', slide: 'next', evt: 'click', src: [L.next] },
        { a: 'callSlide', slide: SLIDES.last, evt: 'click', src: [L.last] },
        { a: 'toggleSlider', evt: 'click', src: [L.toggleShow] },
        { a: 'scrollBelow', evt: 'click', offset: 0, s: 0, src: [L.below] },
        { a: 'startLayer', evt: 'click', target: [`${L.card}`], src: [L.showCard] },
        { a: 'toggleLayer', evt: 'click', target: [`${L.note}`], src: [L.hideNote] },
      ]
    : [
        { a: 'next', evt: 'click', src: [L.next] },
        { a: 'jumpto_slide', slide: `rs-${SLIDES.last}`, evt: 'click', src: [L.last] },
        { a: 'toggle_slider', evt: 'click', src: [L.toggleShow] },
        { a: 'scroll_under', evt: 'click', offset: 0, s: 0, src: [L.below] },
        { a: 'start_in', evt: 'click', target: [`${L.card}`], src: [L.showCard] },
        { a: 'toggle_layer', evt: 'click', target: [`${L.note}`], src: [L.hideNote] },
      ]
  const slide = (id: number, order: number, fields: Rec, layers: Rec[]): Rec => ({
    id,
    slide: { id, order, version, slideshow: { len: 9000 }, actions: [], ...fields },
    layers: Object.fromEntries([slidebg('#1b2631'), ...layers].map((l) => [`${(l as Rec).id}`, l])),
  })
  return {
    id: is7 ? 71 : 67,
    settings: {
      title: `fidelity-content-${form}`,
      alias: `fidelity-content-${is7 ? '7' : '6'}`,
      type: 'standard',
      version,
      ...(is7 ? {} : { migrated: 'sr6' }),
      size: {
        fullWidth: true,
        fullHeight: false,
        width: [1240, 1240, 1024, 778, 480],
        height: five(600),
        cachedHeight: five(600),
      },
      bg: { color: { type: 'solid', orig: '#101820', string: 'rgba(16, 24, 32, 1)' } },
      slideshow: { stop: false, len: 9000 },
      nav: { arrows: arrows(form), bullets: bullets(form) },
      pbar: { set: false },
    },
    slides: {
      [SLIDES.first]: slide(
        SLIDES.first,
        1,
        {
          title: 'Harbour',
          description: 'Boats at dawn',
          params: [{ v: 'North pier', l: 20 }],
          actions: actions1,
        },
        [
          text(form, L.counter, 40, 30, counter),
          text(form, L.title, 40, 80, '{{slide_title}}: {{slide_description}} ({{param1}})'),
          button(form, L.next, 40, 160, 'Next'),
          button(form, L.last, 160, 160, 'Last'),
          button(form, L.toggleShow, 280, 160, 'Play'),
          button(form, L.below, 400, 160, 'More'),
          button(form, L.showCard, 520, 160, 'Card'),
          card,
          text(form, L.note, 40, 260, 'A note to hide'),
          button(form, L.hideNote, 40, 320, 'Hide note'),
        ],
      ),
      [SLIDES.second]: slide(
        SLIDES.second,
        2,
        {
          title: 'Market',
          description: 'Stalls at noon',
          params: [{ v: 'Old town' }],
          actions: [
            is7
              ? { a: 'callSlide', slide: 'prev', evt: 'click', src: [L.back] }
              : { a: 'prev', evt: 'click', src: [L.back] },
          ],
        },
        [text(form, L.counter, 40, 30, counter), button(form, L.back, 40, 160, 'Back')],
      ),
      [SLIDES.last]: slide(
        SLIDES.last,
        3,
        { title: 'Lighthouse', description: 'Night watch', params: [{ v: 'Cape' }] },
        [
          text(form, L.counter, 40, 30, counter),
          text(form, L.title, 40, 80, '{{slide_title}}: {{slide_description}} ({{param1}})'),
        ],
      ),
      [SLIDES.global]: {
        id: SLIDES.global,
        slide: {
          id: SLIDES.global,
          title: 'Static',
          order: 0,
          version,
          global: true,
          pos: 'front',
        },
        layers: {
          [L.globalCounter]: text(
            form,
            L.globalCounter,
            40,
            520,
            'Slide {{current_slide_index}} of {{total_slide_count}} · {{slide_title}}',
            { rTo: 'slide' },
          ),
        },
      },
    },
  }
}

/** Layer ids of the unsupported module. */
export const U = { column: 42, above: 43, wave: 44, below: 45, freeWave: 46, fly: 47 } as const

/**
 * What Strata does not draw or run yet, in a 7.x module: particle wave add-on layers (in a column
 * between two texts, free on the slide, and on the second slide) and an action name no export
 * carries, on both slides. Its report: one entry for the add-on, one for the action.
 */
export function unsupportedModule(): Rec {
  const form: Form = '7.x'
  const wave = (id: number, fields: Rec = {}) =>
    layer(form, id, {
      type: 'particlewave',
      alias: 'Particle Wave',
      size: { w: five('400px'), h: five('300px'), minW: five('none'), minH: five('none') },
      addOns: { 'revslider-particlewave-addon': { enable: true, count: 4000 } },
      ...fields,
    })
  const zone = layer(form, 40, { type: 'container', subtype: 'zone', rTo: 'slide', x: 0, y: 0 })
  const row = layer(form, 41, {
    type: 'container',
    subtype: 'row',
    pid: 40,
    pos: { pos: 'relative' },
  })
  const column = layer(form, U.column, {
    type: 'container',
    subtype: 'column',
    pid: 41,
    pos: { pos: 'relative' },
    size: { w: five('auto'), h: five('auto'), minW: five('none'), minH: five('none'), col: '1/1' },
  })
  const inColumn = (l: Rec) => ({
    ...l,
    pid: U.column,
    pos: { ...(l.pos as Rec), pos: 'relative' },
  })
  const slides: Rec = {}
  for (const [n, id] of [
    [1, 201],
    [2, 202],
  ] as const) {
    const layers =
      n === 1
        ? [
            zone,
            row,
            column,
            inColumn(text(form, U.above, 0, 0, 'Above the wave')),
            inColumn(wave(U.wave)),
            inColumn(text(form, U.below, 0, 0, 'Below the wave')),
            wave(U.freeWave, { x: 600, y: 200 }),
            button(form, U.fly, 40, 400, 'Fly'),
          ]
        : [wave(U.wave), button(form, U.fly, 40, 400, 'Fly')]
    slides[id] = {
      id,
      slide: {
        id,
        order: n,
        version: '7.1.1',
        title: `Wave ${n}`,
        actions: [{ a: 'launchConfetti', evt: 'click', src: [U.fly] }],
      },
      layers: Object.fromEntries(
        [slidebg('#1b2631'), ...layers].map((l) => [`${(l as Rec).id}`, l]),
      ),
    }
  }
  return {
    id: 72,
    settings: {
      title: 'fidelity-unsupported',
      alias: 'fidelity-unsupported',
      type: 'standard',
      version: '7.1.1',
      size: {
        fullWidth: true,
        fullHeight: false,
        width: [1240, 1240, 1024, 778, 480],
        height: five(600),
        cachedHeight: five(600),
      },
      nav: {},
      pbar: { set: false },
    },
    slides,
  }
}
