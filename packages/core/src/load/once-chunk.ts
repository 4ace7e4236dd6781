/**
 * An on-demand chunk loaded at most once per page: `load()` starts (or joins) the import and
 * resolves to the module; `get()` is the module once it has arrived, else undefined, so code can
 * use it at once when it is in and wait (or show a plain fallback) when it is not. A failed load
 * is forgotten, so a later call tries again (docs/plugin-authors.md "Code loaded on demand").
 */
export interface OnceChunk<T> {
  /** The chunk's module, once it has arrived. */
  get(): T | undefined
  /** Loads the chunk (once); rejects when it cannot load, and a later call tries again. */
  load(): Promise<T>
}

/** Wraps `importer` (a function around `import()`, so bundlers split the chunk off). */
export function onceChunk<T>(importer: () => Promise<T>): OnceChunk<T> {
  let module: T | undefined
  let loading: Promise<T> | undefined
  return {
    get: () => module,
    load() {
      loading ??= importer().then(
        (m) => {
          module = m
          return m
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}
