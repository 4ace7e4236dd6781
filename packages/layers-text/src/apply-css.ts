import type { Css } from './position-css'

/**
 * The declarations this plugin wrote last on each element: ones it no longer wants are cleared,
 * and one it wants again as it was is not written again (a resize lays every soon-shown layer
 * out anew, and most of its values stay).
 */
const owned = new WeakMap<HTMLElement, Css>()

/**
 * Whether `value` is text that ends with its declaration: no `;`, brace, `!`, backslash, `<`,
 * comment or line break, its quotes even, its brackets closed and one deep. Module data can put
 * text in a value (a font's name); only such values are joined into one `cssText`, where nothing
 * can end a declaration early, open one of its own or run into the next. One deep: a row's
 * `calc(max(…))` goes by `setProperty`, which happy-dom (the unit tests' DOM) takes and its
 * `cssText` drops.
 */
function sealed(value: string): boolean {
  if (/[;{}!\\<\n\r\f]|\/\*/.test(value)) return false
  let depth = 0
  let quotes = 0
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    if (c === '(' && ++depth > 1) return false
    else if (c === ')' && --depth < 0) return false
    else if (c === '"' || c === "'") quotes ^= c === '"' ? 1 : 2
  }
  return depth === 0 && quotes === 0
}

/**
 * A fresh element's CSS in one `cssText` write: Chromium takes 32 declarations that way in about
 * a third of the time of 32 `setProperty` calls (issue #25; every layer of every built slide comes
 * here). False, having written nothing, when a value is not {@link sealed}.
 */
function writeAll(el: HTMLElement, css: Css, props: readonly string[]): boolean {
  let text = ''
  for (let i = 0; i < props.length; i++) {
    const prop = props[i] as string
    const value = css[prop] as string
    if (!sealed(value)) return false
    text += `${prop}:${value};`
  }
  el.style.cssText = text
  return true
}

/** The properties of `css` whose value is not the one `defaults` (a stylesheet) gives. */
function differing(css: Css, defaults: Readonly<Css> | undefined): string[] {
  const keys = Object.keys(css)
  if (!defaults) return keys
  const out: string[] = []
  for (let i = 0; i < keys.length; i++) {
    const prop = keys[i] as string
    if (css[prop] !== defaults[prop]) out.push(prop)
  }
  return out
}

/**
 * Sets `css` on `el` property by property: inline styles written by timelines and hover
 * (transform, opacity, filter...) stay, properties set before but not now are removed, and
 * those set before to the same value are left. A value equal to `defaults`' is left to the
 * stylesheet that holds them (css/defaults-sheet.ts). `css` is kept: not changed after.
 * Indexed loops: every layer of every built slide comes here, mostly before V8 optimises it,
 * where `for…of` and `Object.entries` allocate a step (issue #25).
 */
export function applyCss(el: HTMLElement, css: Css, defaults?: Readonly<Css>): void {
  const before = owned.get(el)
  const props = differing(css, defaults)
  owned.set(el, css)
  if (!before && !el.style.length && writeAll(el, css, props)) return
  const old = before ? differing(before, defaults) : []
  for (let i = 0; i < old.length; i++) {
    const prop = old[i] as string
    if (!Object.hasOwn(css, prop) || css[prop] === defaults?.[prop]) el.style.removeProperty(prop)
  }
  for (let i = 0; i < props.length; i++) {
    const prop = props[i] as string
    if (before?.[prop] !== css[prop]) el.style.setProperty(prop, css[prop] as string)
  }
}
