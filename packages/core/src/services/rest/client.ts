import type { RawRecord, RawValue } from '../../types/model'
import {
  type FullSliderRequest,
  getFullSliderObject,
  getModalSettings,
  getSlideLayers,
  getStreamData,
  type ModuleRef,
} from './actions'
import { type AjaxRequest, ajax } from './ajax'
import type { RestClientOptions } from './options'
import { getModalText, getSliderText, getStreamText, type SliderQuery } from './rest-get'

/** The calls of docs/behaviour.md §7, bound to one site. */
export interface RestClient {
  readonly options: RestClientOptions
  /**
   * REST GETs; each resolves to the response text (200) or rejects with the status text.
   * `signal`, like the client's `options.signal`, aborts the request and ends its retries.
   */
  get: {
    slider(idOrAlias: string | number, query?: SliderQuery, signal?: AbortSignal): Promise<string>
    stream(id: string | number, srlang?: string, signal?: AbortSignal): Promise<string>
    modal(id: string | number, signal?: AbortSignal): Promise<string>
  }
  /** Any ajax action (e.g. get_slideid / get_moduleid with a module parameter). */
  ajax(request: AjaxRequest, signal?: AbortSignal): Promise<RawRecord>
  fullSlider(request: FullSliderRequest, signal?: AbortSignal): Promise<RawRecord>
  streamData(id: string | number, signal?: AbortSignal): Promise<RawValue[]>
  modalSettings(request: ModuleRef, signal?: AbortSignal): Promise<RawRecord>
  slideLayers(module: ModuleRef, slideId: string | number, signal?: AbortSignal): Promise<RawValue>
}

/**
 * A client for one site. Plugins pass `ctx.services.rest` (the slider's `rest` option, backend
 * flag and fetch) with a `signal` that aborts when the slider is destroyed (a `prepare` hook's
 * `context.signal`), so no call or retry runs on after it; pages may pass their own options.
 */
export function createRestClient(options: RestClientOptions = {}): RestClient {
  return {
    options,
    get: {
      slider: (idOrAlias, query, signal) => getSliderText(options, idOrAlias, query, signal),
      stream: (id, srlang, signal) => getStreamText(options, id, srlang, signal),
      modal: (id, signal) => getModalText(options, id, signal),
    },
    ajax: (request, signal) => ajax(options, request, signal),
    fullSlider: (request, signal) => getFullSliderObject(options, request, signal),
    streamData: (id, signal) => getStreamData(options, id, signal),
    modalSettings: (request, signal) => getModalSettings(options, request, signal),
    slideLayers: (module, slideId, signal) => getSlideLayers(options, module, slideId, signal),
  }
}
