// Types of rest-server.mjs for the TypeScript specs (the .mjs is checked with // @ts-check).
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Switchable faults: counts of the next matching requests that get each one (-1: every one). */
export interface Faults {
  /** Destroy the socket: the client sees status 0. */
  drop?: number
  /** Answer 500 Internal Server Error. */
  fail500?: number
  /** Answer a failure object, then the real one, concatenated. */
  concat?: number
  /** Answer a JSON string of the JSON. */
  jsonString?: number
  /** Every answer waits this long (ms). */
  slowMs?: number
  /** Faults apply only to paths containing this. */
  only?: string
}

export interface RequestRecord {
  method: string
  path: string
  /** The query with its '?' ('' when none). */
  query: string
  action?: string
  slideid?: string
  at: number
  outcome: string
}

export interface InFlight {
  now: number
  max: number
}

export interface RestStats {
  log: RequestRecord[]
  readonly requests: number
  inFlight: Map<string, InFlight>
  inFlightFor(prefix: string): InFlight
  matching(method: string, path: string): RequestRecord[]
  add(record: RequestRecord): void
  track(path: string, res: ServerResponse): void
  reset(): void
}

export type Middleware = (
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void

export interface RestHandlerOptions {
  /** Folder of module JSON files (exported shape, plus optional `stream` and `modal`). */
  modulesDir: string
  /** Live faults: change them at any time. @default {} */
  faults?: Faults
  /** @default a new one */
  stats?: RestStats
}

/**
 * A connect-style middleware: the three REST GETs, the ajax endpoint, and control routes ending
 * in `__strata/faults?drop=4&only=...`, `__strata/stats`, `__strata/reset`; other paths go to next().
 */
export function createRestHandler(
  options: RestHandlerOptions,
): Middleware & { faults: Faults; stats: RestStats }

export interface StartOptions {
  /** @default 0 (any free port) */
  port?: number
  /** Loopback only; anything else rejects. @default '127.0.0.1' */
  host?: string
  modulesDir: string
  /** @default {} */
  faults?: Faults
  /** More middleware after the REST one (e.g. image routes), counted in `inFlight` too. @default [] */
  use?: Middleware[]
}

/** Starts the server for tests: its URL (no trailing slash), live faults and stats, close(). */
export function startRestServer(
  options: StartOptions,
): Promise<{ url: string; faults: Faults; stats: RestStats; close(): Promise<void> }>
