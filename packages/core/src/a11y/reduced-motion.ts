export interface ReducedMotionWatch {
  /** `prefers-reduced-motion: reduce` at start (changes go to `onChange`). */
  readonly reduced: boolean
  stop(): void
}

/**
 * Reads `prefers-reduced-motion: reduce` now and calls `onChange` when it changes. Where
 * matchMedia is missing (old browsers, SSR) motion counts as not reduced.
 */
export function watchReducedMotion(
  onChange: (reduced: boolean) => void,
  win: { matchMedia?: (query: string) => MediaQueryList } = globalThis,
): ReducedMotionWatch {
  const query = win.matchMedia?.('(prefers-reduced-motion: reduce)')
  const listener = (event: MediaQueryListEvent): void => onChange(event.matches)
  // `?.` on the method too: Safari before 14 has only addListener.
  query?.addEventListener?.('change', listener)
  return {
    reduced: !!query?.matches,
    stop: () => query?.removeEventListener?.('change', listener),
  }
}
