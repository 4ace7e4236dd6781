/**
 * The scrubber extras of docs/behaviour.md §3 ("hs, ms, ts, to, sc, hp, pa, ha, sk, cor"): model
 * name → export key. The normaliser's schema (defaults.ts) and the scrubber's rules
 * (scrubber-style.ts) write them out, checked against this at compile time.
 */
export const SCRUBBER_KEYS = {
  handleSize: 'hs',
  length: 'ms',
  trackSize: 'ts',
  trackOpacity: 'to',
  trackColor: 'sc',
  hitPadding: 'hp',
  panelColor: 'pa',
  handleColor: 'ha',
  handleShape: 'sk',
  cornerRadius: 'cor',
} as const

/** A scrubber extra's model name. */
export type ScrubberExtra = keyof typeof SCRUBBER_KEYS
