// @ts-check
/**
 * A rich module in the export's real shape (docs/data-format/README.md): a carousel with a
 * gradient background, nav arrows and bullets, a progress bar, modal settings, and slides with
 * publish dates, loops, actions, params, a slide background transition (7.x form) and text
 * layers with `in`/`out` timelines. Valid throughout: normalised, it gives no report entry.
 * report-coverage.mjs swaps wrong-type values into it, one field at a time.
 */

const five = (v, ...rest) => [v, ...rest, ...Array(4 - rest.length).fill('#a')]

const keyframes = (start) => [
  { t: 0, d: 0, f: 0, e: 'power3.inOut', x: five(0), y: five('50px'), o: 0, sX: 0.8, rZ: 0 },
  {
    t: start,
    d: 1000,
    f: 1000,
    e: 'power3.inOut',
    x: five(0),
    y: five(0),
    o: 1,
    sX: 1,
    rZ: '0deg',
    blur: 0,
    col: '#ffffff',
  },
]

const textLayer = (id, text, y) => ({
  id,
  alias: `Text ${id}`,
  type: 'text',
  subtype: '',
  pid: -1,
  rTo: 'slide',
  order: id,
  zIndex: 5 + id,
  size: { w: five('auto'), h: five('auto'), maxW: five('none') },
  pos: { x: five(0), y: five(y, '#a', y - 10), h: five('center'), v: five('middle') },
  font: { family: 'Arial', size: [48, 40, 36, 28, 22], weight: five('700') },
  lh: five('56px'),
  tA: five('center'),
  ws: five('nowrap'),
  color: five('#ffffff'),
  vis: [true, true, true, true, true],
  content: { text },
  attr: { class: 'headline', id: `t${id}` },
  acc: { label: text, hidden: false },
  actions: [{ a: 'next', evt: 'click', src: [id] }],
  tl: {
    in: {
      content: { pers: '600px', orig: { x: '50%', y: '50%', z: 0 }, all: keyframes(450) },
      mask: {
        all: [
          { t: 0, d: 0, oflow: 'hidden' },
          { t: 300, d: 1000 },
        ],
      },
    },
    out: {
      content: {
        all: [
          { t: 0, d: 300, o: 'inherit' },
          { t: 0, d: 300, e: 'power2.in', o: 0 },
        ],
      },
    },
  },
})

const slide = (id, order) => ({
  id: `${id}`,
  slide: {
    title: `Slide ${order}`,
    order,
    description: 'A slide',
    language: 'default',
    thumb: { src: '' },
    publish: { from: '', to: '', state: 'published' },
    slideshow: { stop: false, len: 7000, hal: 0, hom: false, hfn: false },
    loop: { u: false, r: -1, s: 0, e: 99999 },
    actions: [{ a: 'pause', evt: 'mouseenter', src: [1], d: 0 }],
    attr: { id: `s${id}`, class: 'slide', data: '', deepLink: `slide-${id}` },
    acc: { label: `Slide ${order}`, hidden: false, live: '', role: '' },
    params: [{ v: 'first', l: 500 }],
  },
  layers: {
    0: {
      id: 0,
      alias: 'Slide BG',
      type: 'shape',
      subtype: 'slidebg',
      pid: -1,
      order: 0,
      zIndex: 0,
      size: { cMode: 'cover' },
      bg: { color: { type: 'solid', orig: '#264653', string: '#264653' } },
      tl: {
        in: {
          bg: {
            all: [
              [],
              { d: 1000, sd: 75, tr: 'fade', e: 'power2.inOut', in: { o: 0 }, out: { a: true } },
            ],
          },
        },
      },
    },
    1: textLayer(1, 'Headline', -40),
    2: textLayer(2, 'Subline', 30),
  },
})

const navElement = (extra) => ({
  set: true,
  key: 'hesperiden',
  show: [true, true, true, false, false],
  dIn: five(0),
  dOut: five(0),
  ...extra,
})

/** A fresh copy of the module (the caller may change it). */
export const richModule = () => ({
  id: 12,
  settings: {
    version: '6.7.29',
    title: 'Rich',
    alias: 'rich',
    type: 'carousel',
    size: {
      width: [1600, 1240, 1024, 778, 480],
      height: [600, '#a', 500, 420, 360],
      fullWidth: true,
      fullHeight: false,
      respectRatio: true,
      minHeight: 0,
      maxHeight: 0,
      padding: [0, 0, 0, 0],
    },
    slideshow: {
      auto: true,
      loop: -1,
      stopAt: -1,
      len: 7000,
      sOH: true,
      initDelay: 0,
      firstSlide: 'auto',
      navDelay: 1000,
    },
    general: { perspective: 600, perspectiveType: 'global', dpr: 'auto', disableOnMobile: false },
    browser: { freezeOnBlur: true, useURLDeeplink: false },
    bg: {
      color: {
        type: 'linear',
        angle: 90,
        colors: [
          { r: 38, g: 70, b: 83, a: 1, position: 0 },
          { r: 42, g: 157, b: 143, a: 1, position: 100 },
        ],
        string: 'linear-gradient(90deg, rgba(38,70,83,1) 0%, rgba(42,157,143,1) 100%)',
      },
      image: { src: '' },
    },
    carousel: {
      type: 'h',
      align: 'center',
      maxV: 3,
      justify: false,
      stretch: false,
      scale: true,
      minS: 50,
      space: 20,
      rotation: false,
      maxR: 0,
      opacity: true,
      maxO: 100,
      spin: 'off',
      spinA: 0,
      snap: true,
      infinity: true,
      ease: 'power3.inOut',
      dur: 800,
      showAllLayers: false,
      bR: 0,
      pNV: 50,
      perspective: 1200,
      pT: 0,
      pB: 0,
    },
    nav: {
      arrows: navElement({
        l: {
          a: 'slider',
          anim: 'fade',
          x: five(20),
          y: five(0),
          h: five('left'),
          v: five('center'),
        },
        r: {
          a: 'slider',
          anim: 'fade',
          x: five(20),
          y: five(0),
          h: five('right'),
          v: five('center'),
        },
      }),
      bullets: navElement({ h: 'center', v: 'bottom', x: 0, y: five(20), s: 10, d: 'horizontal' }),
      m: { use: false, cd: 1500 },
      s: { use: true, desk: false, t: 5 },
    },
    pbar: {
      set: true,
      t: 'horizontal',
      s: 5,
      v: 'bottom',
      h: 'left',
      x: 0,
      y: 0,
      c: 'rgba(255,255,255,0.5)',
      bg: 'transparent',
      base: 'slide',
      g: 0,
      vis: [true, true, true, true, true],
    },
    modal: { bg: 'rgba(0,0,0,0.5)', sp: 1000, pS: false, h: 'center', v: 'middle' },
  },
  slides: { 412: slide(412, 1), 413: slide(413, 2), 414: slide(414, 3) },
})
