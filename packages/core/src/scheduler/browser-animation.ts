/**
 * Sets a browser animation just started on `el` to have run `elapsed` ms already by the
 * document's clock, the one the slider's scheduler counts: a new animation otherwise starts only
 * once the compositor has it (50–150 ms later on a busy frame, measured in Chromium) and would
 * still be moving when the scheduler ends its run. Its `finished` is left unread: reading it
 * makes the promise (about 9 µs a call in Chromium, every layer's fade and every background
 * piece at each change; issue #25), and a cancel's rejection of it is marked handled by every
 * browser (Web Animations, "cancel an animation"; the test DOM is given that in
 * config/vitest.setup.ts).
 */
export function startedAt(animation: Animation, el: Element, elapsed = 0): Animation {
  const now = el.ownerDocument?.timeline?.currentTime
  if (typeof now === 'number') animation.startTime = now - elapsed
  return animation
}
