import type { PluginContext } from '@strata/core'

/**
 * A built slide a visitor may see soon: a neighbour of the current slide (the next change's), or
 * one that shows (core writes `inert` on the slides that do not; a carousel shows several).
 * `layer` is one of the slide's layer elements (without one, only the distance counts): asking
 * core for the slide's element would build one it has released. A layout change places (and a
 * new device level times) the other kept slides again only once they are soon (issue #25;
 * docs/performance-log.md, "Fifty-ninth session").
 */
export function soonShown(ctx: PluginContext, slide: number, layer?: Element): boolean {
  const d = Math.abs(slide - ctx.state.index)
  return Math.min(d, ctx.state.count - d) < 2 || showsNow(layer)
}

/**
 * Whether the slide of `layer`, one of its layer elements, shows now: core writes `inert` on
 * the slides that do not (a carousel shows several, a change two). A layout change places
 * these at once (plugin.ts `relayout`).
 */
export function showsNow(layer?: Element): boolean {
  return layer?.closest('[inert]') === null
}
