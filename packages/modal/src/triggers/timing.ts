/** docs/behaviour.md §9 "Hash-triggered open delay 500 ms". */
export const HASH_OPEN_DELAY = 500
/** docs/behaviour.md §9: a scroll trigger opens when the target's top is at or above half the window. */
export const SCROLL_TARGET_SHARE = 0.5
