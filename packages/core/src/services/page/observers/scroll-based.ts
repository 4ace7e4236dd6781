import type { RawValue } from '../../../types/model'

function on(v: RawValue): boolean {
  return v === true || v === 'true' || v === 1 || v === '1'
}
function rec(v: RawValue) {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined
}

/**
 * Whether raw module settings make a scroll-based module (docs/behaviour.md §4 "Scroll-based timing"):
 * slide-by-travel (`sbt.use`) or a scroll-driven parallax/effects mode (`mod.type: 'scroll'`).
 */
export function isScrollBased(settings: RawValue): boolean {
  const s = rec(settings)
  const type = rec(s?.mod)?.type
  return (
    on(rec(s?.sbt)?.use ?? false) || (typeof type === 'string' && type.toLowerCase() === 'scroll')
  )
}
