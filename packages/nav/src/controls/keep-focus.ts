import type { PluginContext } from '@strata/core'

/**
 * WCAG 2.4.3, on demand: nav drew its controls again (the slides a visitor can go to changed: the
 * mobile level's `hideOnMobile`, a slide's `hideAfterLoops`) and took away `was`, the control that
 * had focus. Once the kinds that load on demand (`kinds`) are in, focus goes to the control of
 * the same kind (its first two classes: arrows say their side) for the same slide (`data-index`),
 * else to the module's region, focusable (`tabindex="-1"`) only while it holds focus; no scroll.
 * Only focus that fell to the page's body is given: never focus the visitor moved meanwhile.
 * Across `slider.removeSlide` core's removal chunk keeps focus by the same rule: the count moved
 * then (`old`, the last drawing's navigable slides and count, no longer ends with it), and this
 * leaves it alone. Types only are imported, so the chunk stays one file.
 */
export async function keepFocus(
  ctx: PluginContext,
  was: HTMLElement | null,
  old: string,
  kinds: Record<string, Promise<unknown> | undefined>,
): Promise<void> {
  const { root } = ctx
  if (!was || !old.endsWith(`${ctx.module.slides.length}`)) return
  await Promise.allSettled(Object.values(kinds))
  const doc = root.ownerDocument
  // Destroyed meanwhile: its stage is gone with it.
  if (doc.activeElement !== doc.body || !ctx.dom.stage.isConnected) return
  const [kind, side] = was.classList
  const to = [...root.getElementsByClassName(kind ?? '')].find(
    (e) => e.classList[1] === side && (e as HTMLElement).dataset.index === was.dataset.index,
  ) as HTMLElement | undefined
  if (!to && !root.hasAttribute('tabindex')) {
    root.tabIndex = -1
    root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true })
  }
  ;(to ?? root).focus({ preventScroll: true })
}
