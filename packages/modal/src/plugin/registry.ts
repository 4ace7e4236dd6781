import type { GoToTarget } from '@strata/core'

/** A module the modal package knows on a page, by alias. */
export interface ModalEntry {
  /** It is a pop-up; false: it sits on the page as a normal element. */
  popup: boolean
  open(slide?: GoToTarget): Promise<void>
}

const pages = new WeakMap<Document, Map<string, ModalEntry>>()

/**
 * Per page, how many times `releaseModals` was called. An `openModal` call or an "open modal"
 * click still waiting for the loader when a release comes is released with it: the browser may
 * answer the release's import of the loader first, and a pop-up loaded after the release would
 * stay on the page with nothing to take it away.
 */
export const releases = new WeakMap<Document, number>()

function of(doc: Document): Map<string, ModalEntry> {
  let map = pages.get(doc)
  if (!map) {
    map = new Map()
    pages.set(doc, map)
  }
  return map
}

/** Adds a module under its alias; returns a function that removes it (if still the same). */
export function registerModal(doc: Document, alias: string, entry: ModalEntry): () => void {
  if (!alias) return () => {}
  const map = of(doc)
  map.set(alias, entry)
  return () => {
    if (map.get(alias) === entry) map.delete(alias)
  }
}

export function findModal(doc: Document, alias: string): ModalEntry | undefined {
  return pages.get(doc)?.get(alias)
}
