import type { NavEnv } from '../env'
import { createGate, KEY_STEP_MS } from './thresholds'

/** Elements whose arrow keys are their own: fields, and a media player's seek and volume. */
const OWN_KEYS = 'input,textarea,select,video,audio,[contenteditable=""],[contenteditable="true"]'

/** The module is the only one whose box meets the viewport. */
function onlyModuleInView(root: HTMLElement, doc: Document): boolean {
  const view = doc.defaultView
  const h = view?.innerHeight ?? 0
  const w = view?.innerWidth ?? 0
  const seen = [...doc.querySelectorAll('.strata-module')].filter((m) => {
    const r = m.getBoundingClientRect()
    return r.bottom > 0 && r.top < h && r.right > 0 && r.left < w && r.width > 0
  })
  return seen.length === 1 && seen[0] === root
}

/**
 * Arrow keys along the slider's direction step the slides, one step per 500 ms (docs/behaviour.md §9), when
 * the module has focus, or when nothing else has it and this is the page's only module in view.
 * Returns the cleanup.
 */
export function bindKeyboard(env: NavEnv): () => void {
  const { doc } = env
  const { root } = env.ctx
  const vertical = env.nav.keyboard.direction === 'vertical' || env.options.vertical
  const [back, forward] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']
  const gate = createGate(env.ctx.scheduler.now, () => KEY_STEP_MS)
  const abort = new AbortController()
  doc.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== back && e.key !== forward) return
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return
      if (e.target instanceof Element && e.target.closest(OWN_KEYS)) return
      const active = doc.activeElement
      const focused = root.contains(active)
      const idle = !active || active === doc.body || active === doc.documentElement
      if (!focused && !(idle && onlyModuleInView(root, doc))) return
      e.preventDefault()
      if (gate.pass()) env.step('key', e.key === forward ? 'next' : 'prev')
    },
    { signal: abort.signal },
  )
  return () => abort.abort()
}
