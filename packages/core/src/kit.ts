/**
 * `@strata/core/kit`: helpers for PLUGIN AUTHORS. The normaliser's value readers (safe reading of
 * untrusted data, scalar and per-level readers, schema-driven records), breakpoints and layout
 * maths, the module normaliser, playback and scheduler factories, GSAP's core eases by name
 * (without GSAP), the drag thresholds, the URL check (`safeUrl`, also in
 * `@strata/core/sanitize`), and `adoptCss` for CSS a plugin's elements need,
 * `ownSheet` for one module's CSS made from its data.
 * A site imports `@strata/core`; a plugin package imports these from here.
 */
export { adoptCss } from './dom/adopt-css'
export { type OwnSheet, ownSheet } from './dom/own-sheet'
export type { EventBus } from './events/bus'
export { at, levelFor } from './layout/breakpoints'
export { clampDpr } from './layout/dpr'
export { computeLayout, type Layout, type LayoutEnv } from './layout/sizing'
export { type OnceChunk, onceChunk } from './load/once-chunk'
export { DRAG_MIN_MS, DRAG_MIN_SHARE, isDragStep } from './navigation/drag'
export { sameWhenLeftOut } from './normalise/left-out'
export { NEAR_SLIDES, nearSlides } from './normalise/near-slides'
export { normaliseModule } from './normalise/normalise-module'
export { quiet } from './normalise/quiet'
export * from './normalise/values'
export { walkRecords } from './normalise/walk-records'
// The URL check without the HTML sanitiser: `@strata/core/sanitize` also evaluates DOMPurify.
export { safeUrl, type UrlUse } from './sanitize/url'
export { startedAt } from './scheduler/browser-animation'
export { type Ease, easeNamed } from './scheduler/eases'
export { frameSamples, linearEasing } from './scheduler/linear-easing'
export { createPlayback, type Playback } from './scheduler/playback'
export { type GsapTicking, quietTicker } from './scheduler/quiet-ticker'
export { createScheduler } from './scheduler/scheduler'
