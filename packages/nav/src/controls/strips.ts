/**
 * Thumbnails and tabs, one chunk for both (kinds.ts): they share their strip code (the visible
 * window, the panel, the row's fit), which as two chunks a site's bundler moves to a third file
 * that the browser asks for only once either has arrived, a round trip more before the module's
 * thumbnails or tabs show (issue #25, docs/performance.md).
 */
export { lazyKind as tabs } from './tabs'
export { lazyKind as thumbs } from './thumbs'
