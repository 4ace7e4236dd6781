/**
 * The normalised module model: what the normaliser makes of raw module data (docs/behaviour.md §3,
 * docs/data-format/README.md). Every field is present and defaulted; plugins add their own parts by
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
  /**
   * The error slide's subtitle (docs/behaviour.md §2); a plugin's normaliser part may set it
   * (`@strata/streams` names the source of an empty or failed feed). @default undefined (ERROR_SUBTITLE)
   */
  errorSubtitle?: string
  /** @default '' */
  title: string
  /** @default '' */
  alias: string
  /** `standard` in exports means slider. @default 'slider' */
  type: ModuleType
  /** The layer grid and the module's box. @default each field's default (see SizeSettings) */
  size: SizeSettings
  /** @default each field's default (see SlideshowSettings) */
  slideshow: SlideshowSettings
  /** @default each field's default (see GeneralSettings) */
  general: GeneralSettings
  /** @default each field's default (see BrowserSettings) */
  browser: BrowserSettings
  /** The module's background. @default { color: 'transparent', image: '', overlay: '' } */
  bg: ModuleBackground
  /** @default { image: '', type: 'off' } */
  fallback: { image: string; type: string }
  /** Where slides come from. @default { type: 'gallery' } */
  source: { type: string }
  /** Custom CSS and JS from the site owner (never evaluated by core). @default { css: '', js: '' } */
  codes: { css: string; js: string }
}

export interface SlidePublish {
  /** Epoch ms from which the slide shows (export: seconds or a date string); null = no bound. @default null */
  from: number | null
  /** Epoch ms after which the slide no longer shows; null = no bound. @default null */
  to: number | null
  /** @default 'published' */
  state: 'published' | 'unpublished'
}

export interface SlideParam {
  /** Value, stripped of markup and cut to `limit` characters. Export key `v`. @default '' */
  value: string
  /** Length limit, characters. Export key `l`. @default 500 */
  limit: number
}

/** A slide's slideshow options (export `slide.slideshow`). */
export interface SlideSlideshow {
  /** Stop the slideshow on this slide. @default false */
  stop: boolean
  /** Slide length in ms; the module's length where the data says 'default'. Export `len`. @default settings.slideshow.length */
  length: number
  /** Hide the slide after this many loops; 0 = never. Export `hal`. @default 0 */
  hideAfterLoops: number
  /** Hide the slide on mobile. Export `hom`. @default false */
  hideOnMobile: boolean
  /** Hide the slide from navigation controls (bullets, tabs, thumbs). Export `hfn`. @default false */
  hideFromNav: boolean
}

/** A slide's layer loop (export `slide.loop`): repeat a span of the slide's timeline. */
export interface SlideLoop {
  /** Loop on. Export `u`. @default false */
  use: boolean
  /** Times to repeat; -1 = endless. Export `r`. @default -1 */
  repeat: number
  /** Loop start, ms into the slide. Export `s`. @default 0 */
  start: number
  /** Loop end, ms into the slide. Export `e`. @default 99999 */
  end: number
}

export interface SlideModel {
  /** Cleaned id (SR7_ prefix and numeric suffix cut). @default the slide's key in the data */
  id: string
  /** Position among the module's slides (after ordering), from 0. @default its place */
  index: number
  /** @default '' */
  title: string
  /** Sort key among the slides. @default its position in the data */
  order: number
  /** @default '' */
  language: string
  /** @default '' */
  parentId: string
  /** Thumbnail URL (export `thumb.admin`, or `thumb.src`, or a string). @default '' */
  thumb: string
  /** @default '' */
  description: string
  /** @default { from: null, to: null, state: 'published' } */
  publish: SlidePublish
  /** @default { stop: false, length: settings.slideshow.length, hideAfterLoops: 0, hideOnMobile: false, hideFromNav: false } */
  slideshow: SlideSlideshow
  /** @default { use: false, repeat: -1, start: 0, end: 99999 } */
  loop: SlideLoop
  /** Raw action records, read by `@strata/core/page`'s actions. @default [] */
  actions: readonly RawRecord[]
  /** The slide element's id, extra classes and data. Export `attr`. @default { id: '', class: '', data: '' } */
  attributes: { id: string; class: string; data: string }
  /** @default [] ; at most 10 */
  params: readonly SlideParam[]
  /**
   * Accessibility: the slide's name, role, aria-live and hidden-from-assistive-tech flag.
   * Export `acc`. @default { label: '', role: '', live: '', hidden: false }
   */
  accessibility: { label: string; role: string; live: string; hidden: boolean }
  /** Deep-link name (export `attr.deepLink` or `deepLink`); '' when none. @default '' */
  deepLink: string
  /** A global (static) slide. @default false */
  global: boolean
  /** A global slide sits over (`front`) or under (`back`) the slides. @default 'front' */
  pos: 'front' | 'back'
  /** The raw layers, normalised on demand when the slide is about to show. @default [] */
  rawLayers: RawValue
  /** The raw slide record, for plugins' own parts. @default {} */
  raw: RawRecord
  /**
   * Where the slide's own fields sit in the data, by its key there: `slides.<key>.slide` (the
   * export's wrapped shape) or `slides.<key>`; report entries about the slide start with it.
   * @default `slides.<key>`
   */
  path?: string
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

/** A layer's box per level (export `size`); lengths are px numbers or strings with a unit. */
export interface LayerSize {
  /** Export `w`. @default 'auto' at every level */
  width: Responsive<Length>
  /** Export `h`. @default 'auto' at every level */
  height: Responsive<Length>
  /** Export `minW`. @default 'none' at every level */
  minWidth: Responsive<Length>
  /** Export `maxW`. @default 'none' at every level */
  maxWidth: Responsive<Length>
  /** Export `minH`. @default 'none' at every level */
  minHeight: Responsive<Length>
  /** Export `maxH`. @default 'none' at every level */
  maxHeight: Responsive<Length>
  /** How the layer fills its box. Export `cMode`. @default 'custom' */
  coverMode: 'custom' | 'cover' | 'fullinset' | 'fullheight'
}

/** Where a layer sits per level (export `pos`). */
export interface LayerPosition {
  /** Horizontal offset from the `horizontal` anchor. @default 0 at every level (px) */
  x: Responsive<Length>
  /** Vertical offset from the `vertical` anchor. @default 0 at every level (px) */
  y: Responsive<Length>
  /** Horizontal anchor. Export `h`. @default 'left' at every level */
  horizontal: Responsive<'left' | 'center' | 'right'>
  /** Vertical anchor. Export `v`. @default 'top' at every level */
  vertical: Responsive<'top' | 'middle' | 'bottom'>
  /** Absolute, or in the flow of its row / column / group. Export `pos`. @default 'absolute' */
  mode: 'absolute' | 'relative'
  /** CSS float of a relative layer. @default 'none' at every level */
  float: Responsive<string>
  /** CSS clear of a relative layer. @default 'none' at every level */
  clear: Responsive<string>
}

export interface LayerModel {
  /** Unique within the slide (duplicates get a random suffix). @default its key in the data */
  id: string
  /** @default '' */
  alias: string
  /** No default: a layer of unknown type is dropped (reported). */
  type: LayerType
  /** @default '' */
  subtype: string
  /** HTML tag, from the allowed list. @default 'div' */
  tag: string
  /** Parent layer id; null for none (-1 in data). Export `pid`. @default null */
  parentId: string | null
  /**
   * Positioned relative to the slide or the layer grid. Exports write `rTo` only for 'slide', so
   * a layer without it sits on the grid. Export `rTo`. @default 'grid'
   */
  relativeTo: string
  /** @default 0 */
  order: number
  /** @default 5 */
  zIndex: number
  /** @default 'block' */
  display: string
  /** Visible per level. Export `vis`. @default [true, true, true, true, true] */
  visible: Responsive<boolean>
  /** @default each field's default (see LayerSize) */
  size: LayerSize
  /** Export `pos`. @default each field's default (see LayerPosition) */
  position: LayerPosition
  /** @default { text: '', src: '', poster: '' } */
  content: { text: string; src: string; poster: string }
  /**
   * Element id and classes; `innerClass` (export `iClass`) goes on the inner element.
   * Export `attr`. @default { id: '', class: '', innerClass: '', wrapClass: '', wrapId: '' }
   */
  attributes: { id: string; class: string; innerClass: string; wrapClass: string; wrapId: string }
  /**
   * Accessibility attributes (`labelledby`: export `labelledby` or `labeledby`). Export `acc`.
   * @default { hidden: false, label: '', role: '', haspopup: '', labelledby: '' }
   */
  accessibility: {
    hidden: boolean
    label: string
    role: string
    haspopup: string
    labelledby: string
  }
  /** Raw action records, read by `@strata/core/page`'s actions. @default [] */
  actions: readonly RawRecord[]
  /** The raw layer record, for plugins' own parts (tl, hov, style...). @default {} */
  raw: RawRecord
}

export interface ModuleModel {
  /** Cleaned module id. @default '' */
  id: string
  /** @default each field's default (see ModuleSettings) */
  settings: ModuleSettings
  /** Navigable-candidate slides in play order (global slides excluded). @default [] */
  slides: SlideModel[]
  /** Global (static) slides, shown over or under every slide. @default [] */
  globalSlides: SlideModel[]
  /**
   * The slides (indices into `slides`) with `hideAfterLoops` > 0 or `hideOnMobile`, so the
   * navigable list needs no full read of every slide. @default []
   */
  hidden: readonly { index: number; hideAfterLoops: number; hideOnMobile: boolean }[]
  /** The export's add-on settings, raw, for the plugins that read them. @default {} */
  addOns: RawRecord
}
