// `@strata/core/page`: deep links, scroll to anchor, layer links, actions, observers (docs/behaviour.md §2).

export {
  observeViewport,
  SCROLL_BASED_ATTRIBUTE,
  SCROLL_VIEWPORT_MARGIN,
  VIEWPORT_MARGIN,
  type ViewportOptions,
} from '../../viewport/viewport'
export {
  ACTIONS_ATTRIBUTE,
  type ActionsApi,
  type ActionsOptions,
  actions,
  LAYER_ID_ATTRIBUTE,
} from './actions/actions'
export { ACTION_DEBOUNCE, bindAction } from './actions/bind-action'
export { FULLSCREEN_CLASS, LAYER_HIDDEN_CLASS } from './actions/builtin-names'
export { type ActionEngine, createActionEngine } from './actions/engine'
export { actionKey, readAction } from './actions/read-action'
export type { ActionHandler, ActionHost, ActionRecord, ActionRun } from './actions/types'
export { type DeepLinkOptions, deepLink } from './deep-link/deep-link'
export { hashToIndex, readHash, slideHashName } from './deep-link/hash'
export type { FollowLinkDeps } from './links/follow-link'
export type { LinkOptions, LinkProtocol, ResolvedLink } from './links/resolve-link'
export * from './observers/appear'
export * from './observers/fps-monitor'
export { type ObserversApi, type ObserversOptions, observers } from './observers/observers'
export { isScrollBased } from './observers/scroll-based'
export type { Ease } from './scroll/ease'
export { scrollToAnchor } from './scroll/scroll-anchor'
export { DEFAULT_SCROLL_EASE, DEFAULT_SCROLL_SPEED } from './scroll/scroll-defaults'
export type { ScrollMetrics } from './scroll/scroll-target'
export type { ScrollOptions } from './scroll/scroll-to'
