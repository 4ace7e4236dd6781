/**
 * The normalised module model: what the normaliser makes of raw module data (SPEC.md §3,
 * DATA-FORMAT.md). Every field is present and defaulted; plugins add their own parts by
 * declaration merging (`declare module '@strata/core' { interface ModuleSettings { nav: ... } }`).
 */

/** Device levels, widest first: 0 largedesktop, 1 desktop, 2 notebook, 3 tablet, 4 mobile. */
export type Level = 0 | 1 | 2 | 3 | 4

/** One value per device level, in the order largedesktop, desktop, notebook, tablet, mobile. */
export type Responsive<T> = readonly [T, T, T, T, T]

/**
 * A length as authored: a number is px; strings keep their unit or keyword
 * (`'50%'`, `'auto'`, `'inherit'`, `'(100%)'`, `'{-50,50}'`).
 */
export type Length = number | string

/** Raw data as it arrives: only plain JSON shapes, never trusted. */
export type RawValue = string | number | boolean | null | undefined | RawValue[] | RawRecord
export interface RawRecord {
  [key: string]: RawValue
}

/** One problem found in module data: where it is and what is wrong. */
export interface ReportEntry {
  /** Dotted path into the raw data, e.g. `slides.12.layers.4.tl.in`. */
  path: string
  message: string
}

export type ModuleType = 'slider' | 'hero' | 'carousel' | 'scene'

export interface SizeSettings {
  /** Grid width per level. @default [1600, 1240, 1024, 778, 480] */
  width: Responsive<number>
  /** Grid height per level. @default 16:9 of width, at least 640 (desktop levels) / 320 (tablet, mobile) */
  height: Responsive<number>
  /** @default 0 */
  minHeight: number
  /** @default 0 (none) */
  maxHeight: number
  /** @default true */
  fullWidth: boolean
  /** @default false */
  fullHeight: boolean
  /** Scale layers above 100% when the container is wider than the grid. @default false */
  upscaling: boolean
  /** Keep the grid's aspect ratio when scaling. @default true */
  respectRatio: boolean
  /** @default [0, 0, 0, 0] (top, right, bottom, left) */
  padding: readonly [number, number, number, number]
  /** @default [0, 0, 0, 0] (top, right, bottom, left) */
  margins: readonly [number, number, number, number]
}

export interface SlideshowSettings {
  /** @default true */
  auto: boolean
  /** Loops before the slideshow finishes; -1 = endless. @default -1 */
  loop: number
  /** 1-based slide where the slideshow stops once `loop` loops are done; -1 = none. @default -1 */
  stopAt: number
  /** @default false */
  shuffle: boolean
  /** ms before the first slide's timer starts. @default 0 */
  initDelay: number
  /** 'auto', a 1-based position, or a slide id. @default 'auto' */
  firstSlide: 'auto' | number | string
  /** @default false */
  stopOnHover: boolean
  /** Slide length in ms. @default 9000 */
  length: number
  /** ms a queued navigation request waits after the running transition ends. @default 1000 */
  navDelay: number
}

export interface GeneralSettings {
  /** Device pixel ratio to render at, clamped to 1..2. @default 'auto' */
  dpr: 'auto' | number
  /** @default 600 */
  perspective: number
  /** @default 'global' */
  perspectiveType: 'global' | 'isometric'
  /** @default false */
  disableOnMobile: boolean
}

export interface BrowserSettings {
  /** Pause the slideshow while the tab is blurred. @default true */
  freezeOnBlur: boolean
  /** Read and write the slide's deep link in the page hash. @default false */
  useURLDeeplink: boolean
}

export interface ModuleBackground {
  /** @default 'transparent' */
  color: string
  /** @default '' */
  image: string
  /** @default '' */
  overlay: string
}

export interface ModuleSettings {
  /** @default '' */
  title: string
  /** @default '' */
  alias: string
  /** `standard` in exports means slider. @default 'slider' */
  type: ModuleType
  size: SizeSettings
  slideshow: SlideshowSettings
  general: GeneralSettings
  browser: BrowserSettings
  bg: ModuleBackground
  /** @default { image: '', type: 'off' } */
  fallback: { image: string; type: string }
  /** Where slides come from. @default { type: 'gallery' } */
  source: { type: string }
  /** Custom CSS and JS from the site owner (never evaluated by core). @default { css: '', js: '' } */
  codes: { css: string; js: string }
}

export interface SlidePublish {
  /** Epoch ms, or null for no bound. @default null */
  from: number | null
  /** @default null */
  to: number | null
  /** @default 'published' */
  state: 'published' | 'unpublished'
}

export interface SlideParam {
  /** Value, stripped of markup and cut to `l`. */
  v: string
  /** Length limit. @default 500 */
  l: number
}

export interface SlideModel {
  /** Cleaned id (SR7_ prefix and numeric suffix cut). */
  id: string
  /** Position among the module's slides (after ordering). */
  index: number
  title: string
  order: number
  language: string
  parentId: string
  thumb: string
  description: string
  publish: SlidePublish
  slideshow: {
    /** Stop the slideshow on this slide. @default false */
    stop: boolean
    /** Slide length in ms; the module's length where the data says 'default'. */
    len: number
    /** Hide after N loops; 0 = never. @default 0 */
    hal: number
    /** Hide on mobile. @default false */
    hom: boolean
    /** Hide from navigation controls. @default false */
    hfn: boolean
  }
  /** @default { u: false, r: -1, s: 0, e: 99999 } */
  loop: { u: boolean; r: number; s: number; e: number }
  actions: readonly RawRecord[]
  attr: { id: string; class: string; data: string }
  /** @default [] ; at most 10 */
  params: readonly SlideParam[]
  acc: { label: string; role: string; live: string; hidden: boolean }
  /** Deep-link name; '' when none. */
  deepLink: string
  /** A global (static) slide. @default false */
  global: boolean
  /** @default 'front' */
  pos: 'front' | 'back'
  /** The raw layers, normalised on demand when the slide is about to show. */
  rawLayers: RawValue
  /** The raw slide record, for plugins' own parts. */
  raw: RawRecord
}

export type LayerType =
  | 'text'
  | 'button'
  | 'image'
  | 'video'
  | 'audio'
  | 'svg'
  | 'shape'
  | 'row'
  | 'column'
  | 'group'
  | 'zone'
  | 'container'
  | 'linebreak'

export interface LayerModel {
  /** Unique within the slide (duplicates get a random suffix). */
  id: string
  alias: string
  type: LayerType
  subtype: string
  /** HTML tag, from the allowed list. @default 'div' */
  tag: string
  /** Parent layer id; null for none (-1 in data). */
  pid: string | null
  /** Positioned relative to the slide or the module grid. @default 'slide' */
  rTo: string
  /** @default 0 */
  order: number
  /** @default 5 */
  zIndex: number
  /** @default 'block' */
  display: string
  /** Visible per level. @default [true, true, true, true, true] */
  vis: Responsive<boolean>
  size: {
    w: Responsive<Length>
    h: Responsive<Length>
    minW: Responsive<Length>
    maxW: Responsive<Length>
    minH: Responsive<Length>
    maxH: Responsive<Length>
    /** @default 'custom' */
    cMode: 'custom' | 'cover' | 'fullinset' | 'fullheight'
  }
  pos: {
    x: Responsive<Length>
    y: Responsive<Length>
    h: Responsive<'left' | 'center' | 'right'>
    v: Responsive<'top' | 'middle' | 'bottom'>
    /** @default 'absolute' */
    pos: 'absolute' | 'relative'
    float: Responsive<string>
    clear: Responsive<string>
  }
  content: { text: string; src: string; poster: string }
  attr: { id: string; class: string; iClass: string; wrapClass: string; wrapId: string }
  acc: { hidden: boolean; label: string; role: string; haspopup: string; labelledby: string }
  actions: readonly RawRecord[]
  /** The raw layer record, for plugins' own parts (tl, hov, style...). */
  raw: RawRecord
}

export interface ModuleModel {
  /** Cleaned module id. */
  id: string
  settings: ModuleSettings
  /** Navigable-candidate slides in play order (global slides excluded). */
  slides: SlideModel[]
  /** Global (static) slides, shown over or under every slide. */
  globalSlides: SlideModel[]
  /**
   * The slides (indices into `slides`) with hide-after-loops (`hal` > 0) or hide-on-mobile
   * (`hom`), so the navigable list needs no full read of every slide.
   */
  hidden: readonly { index: number; hal: number; hom: boolean }[]
  addOns: RawRecord
}
