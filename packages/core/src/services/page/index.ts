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
export { builtinActions, FULLSCREEN_CLASS, LAYER_HIDDEN_CLASS } from './actions/builtins'
export { type ActionEngine, createActionEngine } from './actions/engine'
export { actionKey, readAction } from './actions/read-action'
export type { ActionHandler, ActionHost, ActionRecord, ActionRun } from './actions/types'
export { type DeepLinkOptions, deepLink } from './deep-link/deep-link'
export { hashToIndex, readHash, slideHashName } from './deep-link/hash'
export { type FollowLinkDeps, followLink } from './links/follow-link'
export {
  type LinkOptions,
  type LinkProtocol,
  type ResolvedLink,
  resolveLink,
} from './links/resolve-link'
export { HOSTILE_SCHEMES, schemeOf } from './links/scheme'
export * from './observers/appear'
export * from './observers/fps-monitor'
export { type ObserversApi, type ObserversOptions, observers } from './observers/observers'
export { isScrollBased } from './observers/scroll-based'
export { DEFAULT_SCROLL_EASE, type Ease, easeByName } from './scroll/ease'
export { type ScrollMetrics, scrollTarget } from './scroll/scroll-target'
export { DEFAULT_SCROLL_SPEED, type ScrollOptions, scrollToAnchor } from './scroll/scroll-to'
