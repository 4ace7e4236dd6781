import type { RawRecord, RawValue } from '@strata/core'
import { expandStream } from '@strata/streams'
import { useEffect, useState } from 'react'

/**
 * A fetch that asks the local REST server for a fault on every call (`x-strata-fault`: 500,
 * drop, slow:<ms>...), so a page can show a failing feed without touching the shared server.
 */
const faulty =
  (fault: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), 'x-strata-fault': fault } })

/**
 * `module` with its slides built from its feed (`expandStream`, over the playground's REST
 * routes), or null while the feed loads. `fault` makes the server fail the calls.
 */
export function useFeed(module: RawRecord | undefined, fault?: string): RawValue | null {
  const [data, setData] = useState<RawValue | null>(null)
  useEffect(() => {
    if (!module) return
    let dead = false
    const rest = { base: '/wp-json/', ...(fault ? { fetch: faulty(fault) } : {}) }
    void expandStream(module, { rest }).then((built) => dead || setData(built))
    return () => {
      dead = true
    }
  }, [module, fault])
  return data
}
