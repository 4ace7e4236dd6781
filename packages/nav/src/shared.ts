/**
 * What the on-demand chunks take from the first download, imported through this one file: every
 * chunk that imports it reaches all of it, so a bundler puts it in one shared chunk rather than
 * one small chunk per set of importers, each a request and a gzip stream of its own (issue #25).
 */
export { itemName, listBox } from './controls/list-box'
export { button, el } from './dom'
export { createGate } from './input/thresholds'
export { applyPlacement, placement } from './layout/place'
export { later } from './lazy'
export { directionClass, EXPORT_CLASSES, SELECTED_CLASS } from './skins/export-classes'
export { DEFAULT_SKIN, STRATA_CSS, STRATA_DEFAULTS } from './skins/strata-skin'
