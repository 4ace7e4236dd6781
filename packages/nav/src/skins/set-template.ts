import type { Reporter } from '@strata/core'
import type { NavEnv } from '../env'

/** The template paths each slider's reporter has heard about: a removal is said once per path. */
const said = new WeakMap<Reporter, Set<string>>()

type Sanitize = typeof import('@strata/core/sanitize').sanitizeHtml
/** The one sanitiser, once its chunk is here: DOMPurify loads only for modules with templates. */
let sanitize: Sanitize | undefined
let loading: Promise<Sanitize> | undefined
/** The template paths each slider's reporter has heard the latest load failed for. */
let failed = new WeakMap<Reporter, Set<string>>()
/** The latest template waiting for the sanitiser, per element (an older one is dropped). */
const waiting = new WeakMap<HTMLElement, () => void>()

/**
 * Puts a filled HTML template into `target`, cleaned by the one sanitiser (`@strata/core/sanitize`,
 * 'template' policy; docs/security.md): templates are authored data, and a nav item is no place
 * for code, forms, frames or `meta`/`base`/`link`. What was removed is reported at `path`, once.
 * The sanitiser comes with the skins when the data writes templates (chunks.ts), else loads on
 * first use and the first templates land a moment later; `then` runs once the markup is in (to
 * name the item from its text).
 */
export function setTemplate(
  target: HTMLElement,
  html: string,
  env: NavEnv,
  path: string,
  then?: () => void,
): void {
  const report = env.ctx.services.report
  const apply = (clean: Sanitize) => {
    fill(target, clean(html, 'template'), report, path)
    then?.()
  }
  // Loaded in `prepare` when the data has templates (chunks.ts): then it is here at once.
  sanitize ??= env.kit.chunk('sanitizer')?.sanitizeHtml
  if (sanitize) {
    apply(sanitize)
    return
  }
  waiting.set(target, () => apply(sanitize as Sanitize))
  if (!loading) {
    failed = new WeakMap()
    loading = env.kit.later('sanitizer', () =>
      import('@strata/core/sanitize').then((m) => {
        sanitize = m.sanitizeHtml
        return sanitize
      }),
    )
  }
  const attempt = loading
  const told = failed
  attempt.then(
    () => {
      const job = waiting.get(target)
      waiting.delete(target)
      job?.()
    },
    () => {
      if (loading === attempt) loading = undefined
      // Said once per path and slider, not for each of its items.
      const paths = told.get(report) ?? new Set<string>()
      told.set(report, paths)
      if (!paths.has(path))
        report(path, 'the HTML sanitiser could not be loaded; the template is not shown')
      paths.add(path)
    },
  )
}

function fill(
  target: HTMLElement,
  clean: { html: string; removed: readonly string[] },
  report: Reporter,
  path: string,
): void {
  const paths = said.get(report) ?? new Set<string>()
  if (clean.removed.length && !paths.has(path)) {
    paths.add(path)
    said.set(report, paths)
    report(path, `removed from the template (docs/security.md): ${clean.removed.join(', ')}`)
  }
  insertHtml(target, clean.html)
}

/** Puts markup that is safe as it is (cleaned, or a built-in template) into `target`. */
export function insertHtml(target: HTMLElement, html: string): void {
  const tpl = target.ownerDocument.createElement('template')
  tpl.innerHTML = html
  target.replaceChildren(tpl.content)
}
