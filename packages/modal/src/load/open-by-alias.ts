import type {
  AnyPlugin,
  createSlider,
  GoToTarget,
  RawRecord,
  RestOptions,
  Slider,
} from '@strata/core'
import type { modal } from '../plugin/modal'
import type { findModal } from '../plugin/registry'
import { alreadyOnPage, notLoaded } from './messages'

/** The modal-settings keys the response carries (docs/behaviour.md §7 `get_modal_settings`). */
const LOOK_KEYS = ['sp', 'bg', 'pS', 'v', 'h'] as const

export interface OpenModalOptions {
  /** Open at this slide (index, id, deep-link name or `slideN`). @default the module's first */
  slide?: GoToTarget
  /** Where a module not on the page is loaded from (docs/behaviour.md §7). @default the site's defaults */
  rest?: RestOptions & { backend?: boolean; fetch?: typeof fetch }
  /**
   * Plugins for a module loaded by alias (layers, nav...); `modal()` is added. Called per load,
   * so each slider gets fresh plugin objects. @default () => []
   */
  plugins?: () => readonly AnyPlugin[]
  /** @default globalThis.document */
  document?: Document
}

/**
 * What the loader uses from the code already on the page, given by its caller: the layer action
 * loads this file on demand, and a chunk that imported them itself would share them with the
 * first download, which a site's bundler then splits into files of their own
 * (docs/performance-log.md, ninth session).
 */
export interface ModalHost {
  createSlider: typeof createSlider
  modal: typeof modal
  findModal: typeof findModal
}

/**
 * Per page: the sliders `openModal` loaded, so a second call reuses them, and what ends their
 * calls when `releaseModals` comes.
 */
interface Page {
  sliders: Map<string, Loading>
  release: AbortController
}
/** A load by alias, and the signal of the layer action's slider that started it, if one did. */
interface Loading {
  slider: Promise<Slider | undefined>
  signal?: AbortSignal
}
const loaded = new WeakMap<Document, Page>()

/** An element on the page that carries this alias as a normal module (`data-alias`). */
function onPage(doc: Document, alias: string): boolean {
  return [...doc.querySelectorAll('[data-alias]')].some(
    (el) => el.getAttribute('data-alias') === alias && !el.closest('dialog'),
  )
}

async function load(
  alias: string,
  options: OpenModalOptions,
  doc: Document,
  host: ModalHost,
  { release }: Page,
  signal?: AbortSignal,
) {
  // Released, or the slider whose layer action asked is gone: nothing opens, nothing is said.
  const ended = () => release.signal.aborted || !!signal?.aborted
  // The REST calls load on demand: a page that never opens a modal by alias never downloads them.
  const { createRestClient } = await import('@strata/core/rest')
  if (ended()) return undefined
  // Either signal ends the calls and their retries (docs/behaviour.md §7 "Aborts").
  const client = createRestClient({ ...options.rest, signal: release.signal })
  let data: RawRecord
  try {
    const look = await client.modalSettings({ alias }, signal)
    data = await client.fullSlider({ alias }, signal)
    const settings = (data.settings ?? {}) as RawRecord
    const own = (settings.modal ?? {}) as RawRecord
    // The modal settings call's answer is the pop-up's look: it wins over the module's own.
    const fromCall = Object.fromEntries(LOOK_KEYS.flatMap((k) => (k in look ? [[k, look[k]]] : [])))
    data = { ...data, settings: { ...settings, modal: { ...own, ...fromCall } } }
  } catch (error) {
    if (!ended()) console.warn(notLoaded(alias, (error as Error)?.message ?? String(error)))
    return undefined
  }
  if (ended()) return undefined
  const root = doc.createElement('div')
  const slider = host.createSlider(root, {
    module: data,
    plugins: [...(options.plugins?.() ?? []), host.modal({ alias })],
    rest: options.rest,
    backend: options.rest?.backend,
    fetch: options.rest?.fetch,
  })
  await slider.ready
  return slider
}

/**
 * `openModal` (./open-modal.ts) with the host's functions given. `signal`: the "open modal" layer
 * action's slider's, which ends the load when that slider is destroyed.
 */
export async function openByAlias(
  alias: string,
  options: OpenModalOptions,
  host: ModalHost,
  signal?: AbortSignal,
): Promise<boolean> {
  const { findModal } = host
  const doc = options.document ?? globalThis.document
  const known = findModal(doc, alias)
  if (known?.popup) {
    await known.open(options.slide)
    return true
  }
  if (known || onPage(doc, alias)) {
    console.warn(alreadyOnPage(alias))
    return false
  }
  let page = loaded.get(doc)
  if (!page) {
    page = { sliders: new Map(), release: new AbortController() }
    loaded.set(doc, page)
  }
  const { sliders } = page
  let loading = sliders.get(alias)
  if (!loading) {
    loading = { slider: load(alias, options, doc, host, page, signal), signal }
    sliders.set(alias, loading)
  }
  if (!(await loading.slider)) {
    // Not loaded: a later call tries again (unless one already does).
    if (sliders.get(alias) === loading) sliders.delete(alias)
    // Ended with the slider whose layer action started it, while this call still wants it (the
    // page's `openModal`, another slider's click): this call loads it afresh.
    return (
      !!loading.signal?.aborted &&
      !signal?.aborted &&
      !page.release.signal.aborted &&
      openByAlias(alias, options, host, signal)
    )
  }
  const entry = findModal(doc, alias)
  if (!entry?.popup || signal?.aborted) return false
  await entry.open(options.slide)
  // Released as it opened (`releaseModals` destroys it once loaded): not shown, no cookie.
  return findModal(doc, alias) === entry
}

/** `releaseModals` (./open-modal.ts). */
export async function releaseModals(doc: Document = globalThis.document): Promise<void> {
  const page = loaded.get(doc)
  loaded.delete(doc)
  page?.release.abort()
  for (const { slider } of page?.sliders.values() ?? []) (await slider)?.destroy()
}
