import type { RestOptions } from '@strata/core'

/**
 * What the page-level modal fuzz's spec (e2e/reliability-modal-api-fuzz.spec.ts) and its page
 * (modal-api-main.ts) both name; the page's module runs on import, so these live apart.
 */

/**
 * Where a call loads its module from: the site's defaults, the REST base, ajax, or a hostile
 * endpoint (the pop-up's calls go by ajax; a feed's by the REST base).
 */
export const REST_PICKS: ReadonlyArray<(RestOptions & { backend?: boolean }) | undefined> = [
  undefined,
  { base: '/wp-json/' },
  { backend: true, ajaxUrl: '/wp-admin/admin-ajax.php' },
  { base: 'javascript:window.__pwnedRest=1//', ajaxUrl: 'javascript:window.__pwnedAjax=1//' },
]

/** The page's own event the trigger strings may name. */
export const PAGE_EVENT = 'fuzz-open'
