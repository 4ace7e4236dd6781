/**
 * Core's `SCROLL_BASED_ATTRIBUTE` (`@strata/core/page`; a test keeps the two equal): the runtime
 * chunk keeps its own copy, since importing core's would make the viewport module that holds it
 * a chunk shared with core's entry, a second file of the first download (docs/performance.md,
 * issue #25). `@strata/core/page` would also bring core's page services into the chunk; handed
 * over from the plugin instead, it measured 216 B more in "every plugin in use"'s first download
 * and 3.5 KB more in its chunks, so the copy stays.
 */
export const SCROLL_BASED_ATTRIBUTE = 'data-strata-sbt'
