import { chunk } from './chunks'
import { itemName, listBox } from './controls/list-box'
import { button, el } from './dom'
import { createGate } from './input/thresholds'
import { placement } from './layout/place'
import { later } from './lazy'
import { exportClasses, SELECTED_CLASS } from './skins/export-classes'

/**
 * What the on-demand chunks take from the first download, handed to them as `env.kit` rather than
 * imported: a module that the entry and a chunk both import ends up in a chunk of its own, which
 * every slider then downloads as a second file with its own gzip stream (issue #25). Chunks import
 * only their own modules (and types); `later` must be this one, since it keeps the tracked loads.
 */
export const kit = {
  button,
  chunk,
  createGate,
  el,
  exportClasses,
  itemName,
  later,
  listBox,
  placement,
  SELECTED_CLASS,
}

/** The helpers `env.kit` hands to the on-demand chunks. */
export type NavKit = typeof kit
