/** Resource status (docs/behaviour.md §4): 0 idle, 1 loading, 2 loaded, 3 failed. */
export const RESOURCE_STATUS = { idle: 0, loading: 1, loaded: 2, failed: 3 } as const

export type ResourceStatus = (typeof RESOURCE_STATUS)[keyof typeof RESOURCE_STATUS]

/** A resource record (docs/behaviour.md §3): id, status, url, and what else it brings. */
export interface ResourceRecord {
  id: string
  status: ResourceStatus
  url?: string
  /** Font families the resource provides. */
  fonts?: readonly string[]
  /** Stylesheet urls the resource needs. */
  css?: readonly string[]
  fontfamily?: string
  fonticon?: boolean
  /** Why it failed, once status is 3. */
  error?: string
}

export type ResourceKind = 'script' | 'style'

export interface ResourceRegistryOptions {
  /** The document resources are added to. @default globalThis.document */
  document?: Document
  /**
   * Puts the created `<script>` / `<link>` into the page (tests inject one that does not).
   * @default appends to `document.head`
   */
  attach?: (element: HTMLScriptElement | HTMLLinkElement, kind: ResourceKind) => void
  /** Hears refused addresses as report entries (`path`, `message`). @default ignores them */
  report?: (path: string, message: string) => void
}

export interface LoadOptions {
  /** The record id; one record per id. @default the url */
  id?: string
  /** Report path of the address in the module data. @default 'resources.<id>' */
  path?: string
  /** Hears a refused address for this call. @default the registry's `report` */
  report?: (path: string, message: string) => void
}

export interface ResourceRegistry {
  /** The record for `id`, if one exists. */
  get(id: string): ResourceRecord | undefined
  /** The status for `id`: 0 when nothing is known about it. */
  status(id: string): ResourceStatus
  /** Creates (or returns) the record for `id`, merging `fields` in. */
  register(id: string, fields?: Partial<Omit<ResourceRecord, 'id'>>): ResourceRecord
  /**
   * Loads a script once per url; later calls share the first promise. It resolves with the
   * record (status 2) or rejects with `Failed to load script: {url}` (status 3).
   */
  loadScript(url: string, options?: LoadOptions): Promise<ResourceRecord>
  /** Loads a stylesheet once per url, like `loadScript`; rejects `Failed to load stylesheet: {url}`. */
  loadStyle(url: string, options?: LoadOptions): Promise<ResourceRecord>
  /** Every record, in the order registered. */
  list(): readonly ResourceRecord[]
  /** Stops listening to pending loads (they stay in the page) and forgets every record. */
  destroy(): void
}
