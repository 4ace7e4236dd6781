import type { RawRecord, RawValue } from '../../types/model'
import { type AjaxRequest, ajax } from './ajax'
import type { RestClientOptions } from './options'
import { succeeded } from './parse-response'
import { restId } from './values'

/** Which module: its id when known, else its alias. */
export interface ModuleRef {
  id?: string | number
  alias?: string
}

/** docs/behaviour.md §8 wording, naming the alias or the module. */
function notLoaded({ id, alias }: ModuleRef): Error {
  return new Error(
    `${id != null && id !== '' ? `module "${id}"` : `alias "${alias ?? ''}"`} could not be loaded from the database`,
  )
}

/** Payload keys shared by the full object and modal calls: id, or alias with forcealias. */
function identity({ id, alias }: ModuleRef) {
  const known = id != null && id !== ''
  return { id: known ? restId(id) : undefined, alias, forcealias: known ? undefined : true }
}

/** Options of the full slider object call. */
export interface FullSliderRequest extends ModuleRef {
  /** Only this slide (lazy loading). @default undefined */
  slideid?: string | number
  /** Engine of the source module; 6 is sent as `version` and adds srengine=6 to the URL. @default 7 */
  engine?: 6 | 7
}

/**
 * docs/behaviour.md §7 `get_full_slider_object` as an ajax request: payload version (7 or the source
 * engine), id, optional slideid, alias, forcealias (true when no id is known); engine 6 adds
 * srengine=6 to the URL. Shared by {@link getFullSliderObject} and the module loader.
 */
export function fullSliderAction(request: FullSliderRequest): AjaxRequest {
  const engine = request.engine ?? 7
  return {
    clientAction: 'get_full_slider_object',
    data: { version: engine, ...identity(request), slideid: request.slideid },
    srengine: engine === 6 ? 6 : undefined,
  }
}

/**
 * docs/behaviour.md §7 `get_full_slider_object` ({@link fullSliderAction}). Resolves to the response
 * (success, alias, addOns, id, settings, slides, v6v7ids...); rejects when it lacks success (§8).
 */
export async function getFullSliderObject(
  options: RestClientOptions,
  request: FullSliderRequest,
  signal?: AbortSignal,
): Promise<RawRecord> {
  const response = await ajax(options, fullSliderAction(request), signal)
  if (!succeeded(response)) throw notLoaded(request)
  return response
}

/**
 * docs/behaviour.md §7 `get_stream_data`: payload id (source ids for wp-gallery, else the module's id).
 * Resolves to the feed items; rejects with docs/behaviour.md §8's 'Feed could not be Loaded'.
 */
export async function getStreamData(
  options: RestClientOptions,
  id: string | number,
  signal?: AbortSignal,
): Promise<RawValue[]> {
  const response = await ajax(options, { clientAction: 'get_stream_data', data: { id } }, signal)
  if (!succeeded(response)) throw new Error('Feed could not be Loaded')
  return Array.isArray(response.data) ? response.data : []
}

/**
 * docs/behaviour.md §7 `get_modal_settings`: payload version 7, id, alias, forcealias. Resolves to the
 * response (success, id, sp, bg, pS, v, h, v6v7ids, trans, navs); rejects when it lacks success.
 */
export async function getModalSettings(
  options: RestClientOptions,
  request: ModuleRef,
  signal?: AbortSignal,
): Promise<RawRecord> {
  const response = await ajax(
    options,
    { clientAction: 'get_modal_settings', data: { version: 7, ...identity(request) } },
    signal,
  )
  if (!succeeded(response)) throw notLoaded(request)
  return response
}

/**
 * A slide's layers, lazy-loaded by `slideid` through the full slider object call (docs/behaviour.md §7).
 * The response's `slides` may be keyed by id or a list; the slide is found by key or by its
 * cleaned id. Rejects when the slide is not in the answer.
 */
export async function getSlideLayers(
  options: RestClientOptions,
  module: ModuleRef,
  slideId: string | number,
  signal?: AbortSignal,
): Promise<RawValue> {
  const response = await getFullSliderObject(options, { ...module, slideid: slideId }, signal)
  const slides = response.slides
  const wanted = restId(slideId)
  const entries = slides && typeof slides === 'object' ? Object.entries(slides) : []
  for (const [key, entry] of entries) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue
    if (restId(key) === wanted || restId(entry.id ?? '') === wanted) return entry.layers ?? []
  }
  throw new Error(`slide "${wanted}" is not in the response`)
}
