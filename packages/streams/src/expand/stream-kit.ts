import type { cleanId, parseBoolean, stripMarkup } from '@strata/core/kit'
import type { createRestClient, splitJsonObjects, succeeded } from '@strata/core/rest'
import type { safeUrl, sanitizeHtml } from '@strata/core/sanitize'

/**
 * What the feed chunk uses of core, handed over by `expandStream` rather than imported: a module
 * that the first download and the chunk both import becomes, in a site's bundle, a file of the
 * first download of its own (docs/performance-log.md, ninth session; issue #25). The chunk imports
 * only these types.
 */
export interface StreamKit {
  /** Core's kit (already in the first download). */
  cleanId: typeof cleanId
  parseBoolean: typeof parseBoolean
  stripMarkup: typeof stripMarkup
  /** `@strata/core/sanitize` (DOMPurify and the URL check), loaded with the chunk. */
  sanitizeHtml: typeof sanitizeHtml
  safeUrl: typeof safeUrl
  /** `@strata/core/rest`, loaded with the chunk. */
  createRestClient: typeof createRestClient
  splitJsonObjects: typeof splitJsonObjects
  succeeded: typeof succeeded
}
