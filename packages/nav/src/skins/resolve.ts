import type { SlideModel, SliderState } from '@strata/core'
import type { NavEnv } from '../env'
import type { NavKindName } from '../options'
import { thumbSource } from '../slide-image'
import type { NavKind } from '../types'
import { BUILTIN_SKINS, DEFAULT_SKIN, type NavSkin } from './builtin'
import { insertHtml, setTemplate } from './set-template'
import { fillCss, fillHtml, placeholderValues, slidePlaceholders } from './template'

// What thumbnails fill their items with, taken from this chunk (controls/thumbs.ts).
export { slideImage } from '../slide-image'
export { fillHtml, setTemplate, slidePlaceholders, thumbSource }

export interface ResolvedSkin {
  /**
   * The classes for the kind's elements: `strata-skin-<name>`, and with the data's own skin its
   * `key` as written (`clean_arrows`), which the template's selectors name.
   */
  className: string
  /** The data's own CSS template is used: Strata's chevron and look stand aside. */
  own: boolean
  /** Filled CSS. */
  css: string
  /** HTML template for items, if any (filled per slide later). */
  html: string
  /** Placeholder values, for `##name##` in HTML templates. */
  values: Record<string, string>
  /**
   * Fills the HTML template with `slide`, the module's slide count (and `extra` values) into
   * `target`, sanitised, then
   * calls `then`; a broken template is reported at `path` and not tried again. Only skins with
   * an HTML template have it (it comes with the skins chunk).
   */
  fill?(
    target: HTMLElement,
    slide: SlideModel,
    extra: Readonly<Record<string, string>>,
    path: string,
    then?: () => void,
  ): void
}

/**
 * Gives a skin with an HTML template its `fill`. A template of a built-in skin is Strata's own
 * markup, and `fillHtml` escapes every value put in it: it goes in as it is, so a module with
 * tabs in a built-in skin does not load the sanitiser, a file asked for only once this chunk has
 * run, and its tabs show their text as soon as they are drawn (issue #25). A template the data or a
 * site's skin writes is authored: the sanitiser cleans it (set-template.ts, docs/security.md).
 */
function withFill(skin: ResolvedSkin, env: NavEnv, builtIn = false): ResolvedSkin {
  if (!skin.html) return skin
  const report = env.ctx.services.report
  skin.fill = (target, slide, extra, path, then) => {
    if (!skin.html) return
    // `{{count}}`: the module's slides now (drawn again when it changes, create-nav.ts).
    const count = env.ctx.module.slides.length
    const values = {
      ...skin.values,
      ...extra,
      ...slidePlaceholders(slide, count, thumbSource(slide)),
    }
    const html = fillHtml(skin.html, values, report, path)
    if (html === undefined) skin.html = ''
    else if (builtIn) {
      insertHtml(target, html)
      then?.()
    } else setTemplate(target, html, env, path, then)
  }
  return skin
}

/**
 * The skin a data-supplied name picks: the site's own, else a built-in one. Own properties only,
 * so `toString`, `constructor` or `__proto__` name no skin.
 */
function skinNamed(name: string, extra: Readonly<Record<string, NavSkin>>): NavSkin | undefined {
  return Object.hasOwn(extra, name)
    ? extra[name]
    : Object.hasOwn(BUILTIN_SKINS, name)
      ? BUILTIN_SKINS[name]
      : undefined
}

function safeName(s: string): string {
  return s.replace(/[^\w-]/g, '') || 'custom'
}

/**
 * A kind's skin: its own `css` template when the data has one (filled from `skinDefaults` /
 * `skinCustom`), else the skin named by `skin` (built-in or from the options) with those over the
 * skin's own defaults.
 * An unknown skin or a broken template is reported and the default skin is used.
 */
export function resolveSkin(
  kind: NavKindName,
  data: Pick<NavKind, 'skin' | 'css' | 'html' | 'skinDefaults' | 'skinCustom'>,
  extra: Readonly<Record<string, NavSkin>>,
  env: NavEnv,
): ResolvedSkin {
  const path = `settings.nav.${kind}`
  const report = env.ctx.services.report
  const fallback = (): ResolvedSkin => builtin(DEFAULT_SKIN, kind, data, extra, env, path)
  if (data.css) {
    const values = placeholderValues(data.skinDefaults, data.skinCustom)
    const css = fillCss(data.css, values, report, `${path}.css`)
    if (css === undefined) return fallback()
    const key = safeName(data.skin)
    const className = data.skin ? `strata-skin-${key} ${key}` : `strata-skin-${key}`
    return withFill({ className, own: true, css, html: data.html, values }, env)
  }
  const name = data.skin || DEFAULT_SKIN
  if (!skinNamed(name, extra)) {
    // Reported at the export's key (`key`), as the data spells it.
    report(`${path}.key`, `unknown skin "${name}" and no css template; using "${DEFAULT_SKIN}"`)
    return fallback()
  }
  return builtin(name, kind, data, extra, env, path)
}

function builtin(
  name: string,
  kind: NavKindName,
  data: Pick<NavKind, 'html' | 'skinDefaults' | 'skinCustom'>,
  extra: Readonly<Record<string, NavSkin>>,
  env: NavEnv,
  path: string,
): ResolvedSkin {
  const report = env.ctx.services.report
  const skin = (skinNamed(name, extra) ?? BUILTIN_SKINS[DEFAULT_SKIN]) as NavSkin
  const values = placeholderValues(skin.defaults, data.skinDefaults, data.skinCustom)
  const css = fillCss(skin.css[kind] ?? '', values, report, `${path}.key`) ?? ''
  const html = data.html || skin.html?.[kind] || ''
  return withFill(
    { className: `strata-skin-${safeName(name)}`, own: false, css, html, values },
    env,
    !data.html && Object.values(BUILTIN_SKINS).includes(skin),
  )
}

/**
 * Fills an arrow's HTML template with the slide it leads to (its title, thumbnail...) and
 * `##dir##` ("Previous" / "Next"), then names the arrow after the text it shows.
 */
export function fillArrow(
  env: NavEnv,
  skin: ResolvedSkin,
  el: HTMLElement,
  side: 'prev' | 'next',
  name: string,
  state: SliderState,
): void {
  // The arrow steps through the navigable slides, those hidden from navigation (`hideFromNav`,
  // no bullet) too: it shows the one it goes to.
  const ways = env.ctx.navigable()
  const at = Math.max(0, ways.indexOf(state.index))
  const to = ways[(at + (side === 'prev' ? -1 : 1) + ways.length) % ways.length]
  const slide = to === undefined ? undefined : env.ctx.module.slides[to]
  if (!slide) return
  const dir = { dir: side === 'prev' ? 'Previous' : 'Next' }
  skin.fill?.(el, slide, dir, 'settings.nav.arrows.html', () => {
    // The name holds the text the template shows (WCAG 2.5.3 label in name), after its role.
    const shown = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
    el.setAttribute('aria-label', shown ? `${name}: ${shown}` : name)
  })
}
