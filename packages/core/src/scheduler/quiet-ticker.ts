/**
 * The part of GSAP `quietTicker` uses: GSAP's own `gsap` object fits it. Core does not import
 * GSAP; the plugins that do pass theirs.
 */
export interface GsapTicking {
  ticker: { sleep(): void }
  globalTimeline: {
    getChildren(nested: boolean, tweens: boolean, timelines: boolean): { paused(): boolean }[]
  }
}

/**
 * Puts GSAP's ticker to sleep when nothing needs it: no animation that runs by itself and no
 * listener but GSAP's own. GSAP starts its ticker when it is imported and whenever an
 * animation is made or moved, and keeps a frame request a frame until it sleeps by itself 120
 * frames later; each frame the browser then also recalculates the styles of everything it
 * animates, the compositor's animations included (issue #25). The plugins' animations are
 * paused and moved by the slider's scheduler or by scroll, so none needs it; GSAP wakes it again
 * for anything of the page's own.
 */
export function quietTicker(gsap: GsapTicking): void {
  const listeners = (gsap.ticker as { _listeners?: readonly unknown[] })._listeners
  if ((listeners?.length ?? 0) > 1) return
  if (!gsap.globalTimeline.getChildren(false, true, true).some((a) => !a.paused()))
    gsap.ticker.sleep()
}
