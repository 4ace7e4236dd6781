// `@strata/core/rest`: the REST and ajax calls of docs/behaviour.md §7, out of the main bundle.
export {
  type FullSliderRequest,
  getFullSliderObject,
  getModalSettings,
  getSlideLayers,
  getStreamData,
  type ModuleRef,
} from './actions'
export { type AjaxRequest, ajax } from './ajax'
export { createRestClient, type RestClient } from './client'
export { type FormFields, formBody } from './form-body'
export { isLazySlide, type LazySlidesOptions, lazySlides } from './lazy-slides'
export { type FieldValue, REST_HEADERS, type RestClientOptions } from './options'
export { splitJsonObjects, succeeded } from './parse-response'
export {
  getModalText,
  getSliderText,
  getStreamText,
  restGet,
  restUrl,
  type SliderQuery,
} from './rest-get'
