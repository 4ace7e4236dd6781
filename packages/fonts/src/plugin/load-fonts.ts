import type { PluginContext } from '@strata/core'
import { ownSheet, safeUrl } from '@strata/core/kit'
import type { Collected } from '../collect/collect-fonts'
import { DEFAULT_FONT_TIMEOUT, DEFAULT_PROVIDER_BASE, ICON_FONTS } from '../defaults'
import type { FallbackBuilder } from '../fallback/module-fallbacks'
import { isSafeFamily } from '../normalise'
import { createFontStatus, type FaceRef as Face } from '../status/font-status'
import { type FontWait, waitForFont } from '../status/wait-for-font'
import type { FontsApi } from '../types'
import { type FamilyRequest, joinUrl, providerUrl, subsetsOf } from '../url/provider-url'
import type { FontsOptions } from './options'
import { fontKey, holdSheet, onPage, pageFonts } from './page-fonts'

type Fonts = FontFaceSet | undefined

/** `italic 700 16px "Open Sans"`: a face as `document.fonts` is asked about it. */
function spec(f: Face): string {
  return `${f.italic ? 'italic' : 'normal'} ${f.weight} 16px "${f.name}"`
}

/**
 * Loads what a module's fonts need and the page lacks (`request`, at setup with every slide's,
 * later with a lazy slide's): one provider request for the families, each custom stylesheet as
 * given, the icon fonts, faces already asked for skipped; adds the fallback faces (`fallbacks`:
 * the builder, an on-demand chunk `fonts()` loads when it has metrics); waits for each face
 * and calls `arrived` when one is in. Returns the plugin's api, `request` and the release.
 */
export function loadFonts(
  ctx: Pick<PluginContext, 'root' | 'services' | 'on' | 'layers'>,
  options: FontsOptions,
  arrived: (face: Face) => void,
  fallbacks?: FallbackBuilder,
) {
  const doc = ctx.root.ownerDocument
  const page = pageFonts(doc)
  const fonts = (doc as Document & { fonts?: Fonts }).fonts
  const base = options.base ?? DEFAULT_PROVIDER_BASE
  const timeout = options.timeout ?? DEFAULT_FONT_TIMEOUT
  const status = createFontStatus()
  const releases: (() => void)[] = []
  const waits: FontWait[] = []
  const pending: Promise<unknown>[] = []
  const urls: string[] = []
  // The fallback faces (their faces have names of their own, second in each layer's stack, so
  // the web face wins once it loads). `fonts()` gives the builder when fallbacks are on and it
  // has metrics.
  const addFallbacks = fallbacks?.(ctx.root, options, { isSafeFamily, ownSheet, releases, ctx })
  let gone = false
  /** The subsets the text of the module's requests had so far (issue #25). */
  const seen = new Set<string>()

  /**
   * Waits for each face once its sheet is in, then marks it loaded (or logs the wait). A sheet
   * that fails is reported at `settings.fonts`, whichever slide's layers asked for its faces.
   * `text`: the text that asked, when it has a subset other than Latin (issue #25). No `url`:
   * faces the module has, waited for again for that text's new subsets: not made "loading"
   * again, and none whose sheet failed meanwhile.
   */
  const follow = (faces: readonly Face[], loaded: Promise<unknown>, url: string, text?: string) => {
    if (url) for (const f of faces) status.set(f, 'job')
    const run = loaded.then(
      () =>
        Promise.all(
          faces.map(async (f) => {
            if (gone || !status.of(f)) return
            // Starts the download: faces load only once something asks for them.
            // Without `text`, the browser's default (" "): the face's Latin file only.
            fonts?.load(spec(f), text).catch(() => {})
            const wait = waitForFont(() => !fonts || fonts.check(spec(f), text), timeout)
            waits.push(wait)
            if (await wait.done) {
              // With `text` too: it was in (2), or its first wait timed out and it is in now.
              status.set(f, 2)
              if (!gone) arrived(f)
            } else if (!gone) console.error(`[strata] font wait failed: ${spec(f)} (${timeout} ms)`)
          }),
        ),
      () => {
        if (gone) return
        for (const f of faces) status.set(f, 0)
        ctx.services.report('settings.fonts', `Failed to load font: ${url}`)
      },
    )
    pending.push(run)
  }
  const hold = (url: string, faces: readonly Face[], text?: string) => {
    const sheet = holdSheet(doc, url)
    releases.push(sheet.release)
    urls.push(url)
    for (const f of faces) page.requested.set(fontKey(f), url)
    follow(faces, sheet.loaded, url, text)
    return sheet
  }
  /**
   * A face asked for by another module: not asked again, but its sheet is held too (it stays while
   * this module is) and the face followed as this module's own, so its text is laid out again
   * once the face is in. A face already on the page: loaded (2). Else required (0).
   */
  const have = (f: Face, text?: string) => {
    // Already this module's (asked for, followed, on the page or refused): a lazy slide's again.
    if (status.of(f) != null) return true
    const from = page.requested.get(fontKey(f))
    if (from) {
      const sheet = holdSheet(doc, from)
      releases.push(sheet.release)
      follow([f], sheet.loaded, from, text)
      return true
    }
    const on = onPage(doc, f)
    status.set(f, on ? 2 : 0)
    return on
  }

  const request = (collected: Collected): void => {
    const provider: Face[] = []
    // Issue #25: a text of a subset other than Latin (a Russian site's module, a lazy slide's new
    // face) has its provider faces waited for with it, as its files are what it needs.
    const words = subsetsOf(collected.text)[1] && collected.text
    // Issue #25: a subset the module's text had not (a lazy slide's Cyrillic after Latin). The
    // provider's css2 sheets list every subset's files by `unicode-range`: no new sheet, but the
    // provider faces the module has are waited for again with the text (the browser fetches its
    // files), once the module's sheets and waits are in.
    const more = seen.size < subsetsOf(collected.text, seen).length
    for (const use of collected.fonts.values()) {
      if (use.webSafe) continue
      const faces: Face[] = [
        ...[...use.normal].map((weight) => ({ name: use.name, italic: false, weight })),
        ...[...use.italic].map((weight) => ({ name: use.name, italic: true, weight })),
      ]
      // A custom stylesheet's faces: waited for as given.
      const asked = use.url ? undefined : words
      if (more && asked) follow(faces.filter(status.of), Promise.all(pending), '', asked)
      const missing = faces.filter((f) => !have(f, asked))
      if (!missing.length) continue
      if (!use.url) provider.push(...missing)
      // A stylesheet from the data: http(s) or relative only (core's one URL check).
      else if (safeUrl(use.url, 'media')) hold(use.url.trim(), missing)
      else ctx.services.report('settings.fonts', `refused font url ${JSON.stringify(use.url)}`)
    }

    // Every text layer in a web family gets its fallback, whoever asked for its face (this module,
    // another one, the site): the web face wins once it is in, wherever it came from.
    addFallbacks?.(collected.layers)
    if (provider.length && !page.failed.has(base)) {
      const families = new Map<string, FamilyRequest & { normal: number[]; italic: number[] }>()
      for (const f of provider) {
        const r = families.get(f.name) ?? { name: f.name, normal: [], italic: [] }
        ;(f.italic ? r.italic : r.normal).push(f.weight)
        families.set(f.name, r)
      }
      const url = providerUrl(base, [...families.values()], collected.text)
      hold(url, provider, words).loaded.catch(() => page.failed.add(base))
    }

    const table = { ...ICON_FONTS, ...options.icons }
    for (const icon of collected.icons) {
      const path = table[icon]
      if (!path) continue
      // Font Awesome 4's sheet names its face `FontAwesome`.
      const face = {
        name: icon === 'Font Awesome' ? 'FontAwesome' : icon,
        italic: false,
        weight: 400,
      }
      // Already on the page or asked for by another module: loaded, as a family's weight is. None
      // once the provider failed, wherever `icons` points (docs/behaviour.md §8: no more are tried).
      if (!have(face) && !page.failed.has(base)) hold(joinUrl(base, path), [face])
    }
  }

  return {
    /** `slider.plugin('fonts')`. */
    api: {
      status: status.get,
      urls: () => [...urls],
      /** Settles once every stylesheet and font wait has. */
      settled: () => Promise.all(pending).then(() => {}),
    } satisfies FontsApi,
    request,
    release() {
      gone = true
      for (const w of waits) w.cancel()
      for (const r of releases) r()
    },
  }
}
