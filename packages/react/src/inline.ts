import type { ModuleSource } from '@strata/core'

/** Inline raw module data (not a URL or a REST reference): only that can be rendered up front. */
export function isInline(source: ModuleSource): source is Record<string, never> {
  return (
    typeof source === 'object' && source !== null && ('slides' in source || 'settings' in source)
  )
}

/**
 * A URL or a REST reference (`{ id }`, `{ alias }`): neither raw data nor a prepared module
 * (`model`), which both can be large. A value of no module's shape (null or a number from a
 * site's empty field) is none: compared by identity, and core reports it.
 */
export function isReference(source: ModuleSource): boolean {
  if (typeof source === 'string') return true
  return typeof source === 'object' && source !== null && !(isInline(source) || 'model' in source)
}
