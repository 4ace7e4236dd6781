/**
 * Sets a browser animation just started on `el` to have run `elapsed` ms already by the
 * document's clock, the one the slider's scheduler counts: a new animation otherwise starts only
 * once the compositor has it (50–150 ms later on a busy frame, measured in Chromium) and would
 * still be moving when the scheduler ends its run. Also marks its `finished` handled:
 * cancelling rejects it, which browsers mark handled and not every DOM does.
 */
export function startedAt(animation: Animation, el: Element, elapsed = 0): Animation {
  const now = el.ownerDocument?.timeline?.currentTime
  if (typeof now === 'number') animation.startTime = now - elapsed
  animation.finished.catch(() => {})
  return animation
}
