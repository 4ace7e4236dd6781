import type { EventName, Slider } from '@strata/core'

/**
 * What the slider API fuzz's spec (e2e/reliability-api-fuzz.spec.ts) and its page (api-main.ts)
 * both name: the steps a site's script takes, and the tables their numbers pick from. The page's
 * module runs on import, so these live apart.
 */

/** The playground's modules the fuzz runs (api-demos.ts builds them in the page). */
export const DEMO_NAMES = [
  'carousel flat',
  'carousel 3d',
  'carousel endless',
  'carousel vertical',
  'showcase hero',
  'showcase cube',
  'showcase shop',
  'media showcase',
  'media slides',
] as const
export type DemoName = (typeof DEMO_NAMES)[number]

/** One call of a site's script on its slider, each number an index into a table below. */
export type ApiStep =
  | { kind: 'next' | 'prev' | 'pause' | 'resume' | 'toggle' | 'destroy' }
  | { kind: 'goTo'; target: number; options: number }
  | { kind: 'remove'; target: number }
  | { kind: 'listen'; event: number; reaction: number }
  | { kind: 'unlisten'; n: number }
  | { kind: 'plugin'; call: number; arg: number }
  | { kind: 'bind'; record: number }

/**
 * Targets for `goTo` and `removeSlide`, read at the call: positions in and out of range, a
 * slide's id, deep-link names, and values of no target's type a plain-JS page may pass. The
 * first {@link NAMING} name a slide of a module that has two.
 */
export const TARGETS: ReadonlyArray<(slider: Slider) => unknown> = [
  () => 0,
  () => 1,
  (s) => s.state.count - 1,
  (s) => s.module?.slides[1]?.id,
  (s) => s.module?.slides.at(-1)?.id,
  (s) => s.state.count,
  () => -1,
  () => 999,
  () => Number.NaN,
  () => 1.5,
  () => 'slide2',
  () => 'slide99',
  () => '',
  () => '2',
  () => '__proto__',
  () => 'x"y<z>',
  () => null,
  () => undefined,
  () => ({}),
]

/** How many of {@link TARGETS}, first, name a slide: `removeSlide` draws them half the time. */
export const NAMING = 5

/** `goTo`'s options: none, a visitor's, a swipe's, and odd ones. */
export const GO_TO_OPTIONS: readonly unknown[] = [
  undefined,
  { user: true },
  { swipe: true, user: true },
  null,
  7,
]

/** Events a site listens to. */
export const EVENTS: readonly EventName[] = [
  'slide:before',
  'slide:after',
  'slide:build',
  'slide:release',
  'slide:remove',
  'slideshow:state',
  'slideshow:progress',
  'layout:change',
  'state:change',
  'module:ready',
  'module:destroy',
]

/** What a listener does: fails, or calls the slider back from inside the event. */
export const REACTIONS: ReadonlyArray<(slider: Slider, off: () => void) => void> = [
  () => {
    throw new Error('fuzz-handler failed on purpose')
  },
  (s) => s.next(),
  (s) => s.goTo(0, { user: true }),
  (s) => s.removeSlide(s.state.index),
  // Once: toggling at every `state:change` or `slideshow:state` would call itself for ever, as
  // any handler that changes what its event reports would.
  (s, off) => {
    off()
    s.toggle()
  },
  (_, off) => off(),
  (s) => s.destroy(),
  () => undefined,
]

/** Values the plugin API calls are given. */
export const PLUGIN_ARGS: readonly unknown[] = [0, 1, -1, 99, Number.NaN, '1', 'nope', null]

/** The site's play of a media layer: it may start one on a slide that is not shown. */
const playMedia = (s: Slider, a: unknown) => s.plugin('layers-media')?.play(a as number, String(a))

/**
 * Calls on the plugins' APIs (`slider.plugin(name)`), with `arg` one of the values above; a
 * plugin the module does not install answers undefined, which is fine.
 */
export const PLUGIN_CALLS: ReadonlyArray<(slider: Slider, arg: unknown) => unknown> = [
  (s, a) => s.plugin('layers-text')?.elements(a as number),
  (s) => s.plugin('layers-text')?.relayout(),
  (s, a) => s.plugin('layers-media')?.state(a as number, String(a)),
  playMedia,
  (s, a) => s.plugin('layers-media')?.pause(a as number, String(a)),
  (s) => s.plugin('carousel')?.position(),
  (s) => s.plugin('carousel')?.layout(),
  (s, a) => s.plugin('carousel')?.layersOn(a as number),
  (s) => s.plugin('nav')?.element('arrows'),
  (s, a) => s.plugin('nav')?.element(a as 'arrows'),
  (s) => s.plugin('nav')?.visibleThumbs(),
  (s, a) => s.plugin('fonts')?.status(String(a)),
  (s) => s.plugin('fonts')?.settled(),
  (s) => s.plugin('parallax')?.progress(),
  (s) => s.plugin('parallax')?.orientation(),
  (s) => s.plugin('bg-transitions')?.set({ transition: 'random', duration: 300 }),
  (s, a) => s.plugin('bg-transitions')?.set({ transition: String(a), duration: a as number }),
  (s) => s.plugin('bg-transitions')?.set({ transition: undefined }),
  (s, a) => s.plugin('modal')?.open({ slide: a as number }),
  (s) => s.plugin('modal')?.close(),
  (s) => s.plugin('modal')?.state(),
]

/** Which of PLUGIN_CALLS plays a media layer (the rules then allow media playing while hidden). */
export const PLAYS_MEDIA = PLUGIN_CALLS.indexOf(playMedia)

/**
 * Action records a site binds to the module with `actions().bind` (docs/behaviour.md §3
 * "Action"), run by the visitor's click: ones Strata runs, ones it refuses, and hostile ones.
 */
export const BOUND_RECORDS: readonly unknown[] = [
  [{ a: 'next' }],
  [{ a: 'jumpTo', slide: 'slide2' }],
  [{ a: 'toggle_slider' }, { a: 'prev', d: 50 }],
  [{ a: 'callback', callback: 'window.__pwnedBound=1' }],
  [{ a: 'link', url: 'javascript:window.__pwnedBound=1', target: '_self' }],
  [{ a: 'togglefullscreen' }],
  [{ a: 'nope' }],
  'x',
  null,
]

/** Every kind of call once: what a destroyed slider is given, where each must do nothing. */
export const EVERY_CALL: readonly ApiStep[] = [
  ...(['next', 'prev', 'pause', 'resume', 'toggle', 'destroy'] as const).map((kind) => ({ kind })),
  { kind: 'goTo', target: 1, options: 1 },
  { kind: 'remove', target: 0 },
  { kind: 'listen', event: 0, reaction: 1 },
  ...PLUGIN_CALLS.map((_, call) => ({ kind: 'plugin' as const, call, arg: 1 })),
  { kind: 'bind', record: 0 },
]
