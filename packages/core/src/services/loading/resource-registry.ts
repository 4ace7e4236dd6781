import {
  type LoadOptions,
  RESOURCE_STATUS,
  type ResourceKind,
  type ResourceRecord,
  type ResourceRegistry,
  type ResourceRegistryOptions,
  type ResourceStatus,
} from './resource-types'
import { refuseUrl } from './safe-url'

const FAILED: Record<ResourceKind, string> = {
  script: 'Failed to load script: ',
  style: 'Failed to load stylesheet: ',
}

/**
 * A registry of scripts and stylesheets by id, with status 0 idle, 1 loading, 2 loaded,
 * 3 failed (docs/behaviour.md §4). Each url is requested once; every caller shares its promise.
 */
export function createResourceRegistry(options: ResourceRegistryOptions = {}): ResourceRegistry {
  const records = new Map<string, ResourceRecord>()
  const pending = new Map<string, Promise<ResourceRecord>>()
  const detach = new Set<() => void>()
  const report = options.report ?? (() => {})
  const attach =
    options.attach ?? ((element) => (options.document ?? document).head.append(element))

  const register: ResourceRegistry['register'] = (id, fields = {}) => {
    const record = records.get(id) ?? { id, status: RESOURCE_STATUS.idle }
    Object.assign(record, fields)
    records.set(id, record)
    return record
  }

  const fail = (record: ResourceRecord, message: string): Promise<ResourceRecord> => {
    record.status = RESOURCE_STATUS.failed
    record.error = message
    return Promise.reject(new Error(message))
  }

  const element = (kind: ResourceKind, url: string): HTMLScriptElement | HTMLLinkElement => {
    const doc = options.document ?? document
    if (kind === 'script') {
      const script = doc.createElement('script')
      script.async = true
      script.src = url
      script.className = 'strata-resource'
      return script
    }
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = url
    link.className = 'strata-resource'
    return link
  }

  const load = (kind: ResourceKind, url: string, opts: LoadOptions = {}) => {
    const key = `${kind} ${typeof url === 'string' ? url.trim() : String(url)}`
    const shared = pending.get(key)
    if (shared) return shared
    const id = opts.id ?? (typeof url === 'string' ? url.trim() : String(url))
    const record = register(id, { url: typeof url === 'string' ? url.trim() : undefined })
    const refused = refuseUrl(url)
    let promise: Promise<ResourceRecord>
    if (refused) {
      ;(opts.report ?? report)(opts.path ?? `resources.${id}`, `${kind} url ${refused}; not loaded`)
      promise = fail(record, FAILED[kind] + String(url))
    } else {
      record.status = RESOURCE_STATUS.loading
      promise = new Promise<ResourceRecord>((resolve, reject) => {
        const el = element(kind, url.trim())
        const settle = (ok: boolean) => {
          off()
          if (ok) {
            record.status = RESOURCE_STATUS.loaded
            resolve(record)
          } else fail(record, FAILED[kind] + url.trim()).catch(reject)
        }
        const onLoad = () => settle(true)
        const onError = () => settle(false)
        const off = () => {
          el.removeEventListener('load', onLoad)
          el.removeEventListener('error', onError)
          detach.delete(off)
        }
        el.addEventListener('load', onLoad)
        el.addEventListener('error', onError)
        detach.add(off)
        attach(el, kind)
      })
    }
    pending.set(key, promise)
    return promise
  }

  return {
    get: (id) => records.get(id),
    status: (id): ResourceStatus => records.get(id)?.status ?? RESOURCE_STATUS.idle,
    register,
    loadScript: (url, opts) => load('script', url, opts),
    loadStyle: (url, opts) => load('style', url, opts),
    list: () => [...records.values()],
    destroy() {
      for (const off of [...detach]) off()
      records.clear()
      pending.clear()
    },
  }
}

const shared = new WeakMap<Document, ResourceRegistry>()

/** The registry every module on a page shares, so two modules never load a script twice. */
export function pageResources(doc: Document = document): ResourceRegistry {
  let registry = shared.get(doc)
  if (!registry) {
    registry = createResourceRegistry({ document: doc })
    shared.set(doc, registry)
  }
  return registry
}
