import type { AnyPlugin, ModuleSource } from '@strata/core'
import { useState } from 'react'
import type { SliderProviderOptions } from './context'
import { deepEqual } from './deep-equal'
import { isReference } from './inline'

/**
 * Plugins are the same when each, in order, has the same name and equal options (as plain
 * data; functions in options by reference). Their `setup` closures are new on every factory
 * call, so they are not compared: `[nav({ ... })]` written inline does not restart the slider.
 */
export function samePlugins(a: readonly AnyPlugin[], b: readonly AnyPlugin[]): boolean {
  return (
    a.length === b.length &&
    a.every((plugin, i) => plugin.name === b[i]?.name && deepEqual(plugin.options, b[i]?.options))
  )
}

/** Options as plain data: `rest` by value, `fetch` and `scheduler` by reference. */
export function sameOptions(
  a: SliderProviderOptions | undefined,
  b: SliderProviderOptions | undefined,
): boolean {
  return deepEqual(a, b)
}

/**
 * A URL or a REST reference (`{ id }`, `{ alias }`) is compared by value: it is small, and
 * often written inline. Inline module data (raw or prepared) is compared by identity: it can be
 * large, and a site that edits it makes a new object anyway.
 */
export function sameModule(a: ModuleSource, b: ModuleSource): boolean {
  if (a === b) return true
  return isReference(a) && isReference(b) && deepEqual(a, b)
}

/**
 * `value`, or the one kept from an earlier render while `same` says it is unchanged: a new but
 * equal value keeps the old identity, so effects that depend on it do not run again.
 */
export function useSameValue<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const [kept, keep] = useState(() => value)
  const changed = kept !== value && !same(kept, value)
  // Derived state (React docs, "storing information from previous renders"): React renders
  // again at once with the new value kept, before anything is committed.
  if (changed) keep(() => value)
  return changed ? value : kept
}
