import { createSlider } from '@strata/core'
import { modal } from '../plugin/modal'
import { findModal, releases } from '../plugin/registry'
import type { OpenModalOptions } from './open-by-alias'

export type { OpenModalOptions } from './open-by-alias'

// The loader is imported on use here as by the layer action: a file both imported it statically
// and on demand would make it, in a site's bundle, a file of the first download of its own.
function loader() {
  return import('./open-by-alias')
}

/**
 * Opens the module `alias` as a pop-up (docs/behaviour.md §2.2), at `slide` when given. A pop-up
 * already on the page opens at once; a module that sits on the page as a normal element is
 * refused with docs/behaviour.md §8's warning; any other alias is loaded (the modal settings
 * call, then the full slider object) and opened, or, when the site cannot give it, the console
 * says so and nothing opens. Resolves true once it shows, false when refused, not loaded, or
 * released (`releaseModals`) before its loader came.
 */
export async function openModal(alias: string, options: OpenModalOptions = {}): Promise<boolean> {
  const doc = options.document ?? globalThis.document
  // A pop-up on the page opens without waiting for the loader.
  const known = findModal(doc, alias)
  if (known?.popup) {
    await known.open(options.slide)
    return true
  }
  const released = releases.get(doc)
  const chunk = await loader()
  return (
    released === releases.get(doc) &&
    chunk.openByAlias(alias, options, { createSlider, modal, findModal })
  )
}

/**
 * Destroys the sliders `openModal` loaded on this page (their dialogs go with them), and those
 * still loading; an `openModal` call still waiting for its loader then opens nothing.
 */
export async function releaseModals(doc: Document = globalThis.document): Promise<void> {
  releases.set(doc, (releases.get(doc) ?? 0) + 1)
  return (await loader()).releaseModals(doc)
}
