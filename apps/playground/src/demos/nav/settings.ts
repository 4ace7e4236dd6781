import type { RawRecord } from '@strata/core'

/** Every control and input of the showcase demo (docs/data-format/README.md keys: `s` swipe, `m` wheel). */
export const SHOWCASE: RawRecord = {
  nav: {
    arrows: { set: true },
    bullets: { set: true, v: 'top', y: 16 },
    thumbs: {
      set: true,
      size: { w: 160, h: 90 },
      m: 5,
      y: 14,
      wr: { p: 4, c: 'rgba(0,0,0,0.35)' },
    },
    keyboard: { set: true },
    s: { use: true, desk: true },
    m: { use: true },
  },
  pbar: { set: true, t: 'horizontal', s: 5, c: 'rgba(255,255,255,0.85)' },
}

/** Skins: light tabs, a custom bullet template, arrows showing where they lead, a styled scrubber, a cw ring. */
export const SKINNED: RawRecord = {
  nav: {
    arrows: {
      set: true,
      key: 'labelled',
      css: '.strata-skin-labelled.strata-arrow{width:auto;min-width:##w##px;height:40px;padding:0 12px;background:##bg##;color:##color##;border-radius:20px;gap:8px}.strata-skin-labelled.strata-arrow::before{display:none}',
      def: { w: 120, bg: 'rgba(0,0,0,0.6)', color: '#fff' },
      cst: { bg: { type: 'solid', string: 'rgba(20,40,90,0.85)' } },
      html: '<span class="nav-arrow-dir">##dir##</span><span class="nav-arrow-title">{{title}}</span>',
      l: { x: 16 },
      r: { x: 16 },
    },
    bullets: {
      set: true,
      key: 'diamond',
      css: '.strata-skin-diamond .strata-bullet{width:##size##px;height:##size##px;transform:rotate(45deg);background:transparent;border:2px solid ##color##}.strata-skin-diamond .strata-bullet[aria-current="true"]{background:##color##}',
      def: { size: 12, color: '#ffd166' },
      v: 'top',
      y: 16,
      s: 12,
    },
    tabs: { set: true, key: 'light', size: { w: 150, h: 56 }, y: 12, g: 6 },
    // Scrubber extras (README table): handle 18 px in the skin's yellow on a 6 px track, 360 px
    // long, in a rounded dark panel with 10 px hit padding.
    scrubber: {
      set: true,
      v: 'bottom',
      y: 84,
      hs: 18,
      ms: 360,
      ts: 6,
      sc: 'rgba(255,255,255,0.45)',
      ha: '#ffd166',
      hp: 10,
      pa: 'rgba(0,0,0,0.45)',
      cor: 14,
      sk: 'circle',
    },
  },
  pbar: {
    set: true,
    t: 'cw',
    s: 5,
    c: '#ffd166',
    bg: 'rgba(255,255,255,0.25)',
    h: 'left',
    v: 'top',
    x: 16,
    y: 16,
  },
}
