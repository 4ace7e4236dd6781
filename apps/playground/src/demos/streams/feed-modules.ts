import type { RawRecord } from '@strata/core'

/** The stream modules of the local REST server (src/data/rest-modules/stream-*.json), by alias. */
const files = import.meta.glob<RawRecord>('../../data/rest-modules/stream-*.json', {
  eager: true,
  import: 'default',
})

export const FEED_MODULES: Readonly<Record<string, RawRecord>> = Object.fromEntries(
  Object.entries(files).map(([path, data]) => [
    path.replace(/^.*\/(stream-[\w-]+)\.json$/, '$1'),
    data,
  ]),
)
