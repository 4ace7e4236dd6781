import type { Plugin } from '../types/plugin'

/** What a stub plugin takes hold of in setup. */
export type StubResource =
  | 'handler'
  | 'job'
  | 'timer'
  | 'node'
  | 'attribute'
  | 'listener'
  | 'observer'

export interface StubOptions {
  /** Plugins it requires. @default [] */
  requires?: readonly string[]
  /** Resources its destroy forgets to release, to prove a leak check catches them. @default [] */
  leak?: readonly StubResource[]
}

export interface StubApi {
  /** `slide:after` events seen. */
  changes: number
}

/**
 * A plugin for tests that holds one of everything — a bus handler, a scheduler job, a timer, a
 * DOM node, a root attribute, a window listener and an observer — and releases them in destroy.
 */
export function stubPlugin(
  name = 'stub',
  options: StubOptions = {},
): Plugin<string, StubOptions, StubApi> {
  return {
    name,
    options,
    requires: options.requires ?? [],
    setup(ctx) {
      const api: StubApi = { changes: 0 }
      const node = ctx.root.ownerDocument.createElement('div')
      node.className = 'strata-stub'
      ctx.root.append(node)
      ctx.root.setAttribute(`data-stub-${name}`, '')
      const idle = () => {}
      const onResize = () => {}
      window.addEventListener('resize', onResize)
      const observer = new MutationObserver(() => {})
      observer.observe(node, { attributes: true })
      const timer = setInterval(() => {}, 1000)
      const release: Record<StubResource, () => void> = {
        handler: ctx.on('slide:after', () => api.changes++),
        job: ctx.scheduler.every(idle),
        timer: () => clearInterval(timer),
        node: () => node.remove(),
        attribute: () => ctx.root.removeAttribute(`data-stub-${name}`),
        listener: () => window.removeEventListener('resize', onResize),
        observer: () => observer.disconnect(),
      }
      return {
        api,
        destroy() {
          for (const [what, fn] of Object.entries(release)) {
            if (!options.leak?.includes(what as StubResource)) fn()
          }
        },
      }
    },
  }
}

/** Every resource a stub can hold. */
export const STUB_RESOURCES: readonly StubResource[] = [
  'handler',
  'job',
  'timer',
  'node',
  'attribute',
  'listener',
  'observer',
]

/** A stub plugin whose destroy releases nothing: only for proving the contract check fails. */
export function leakyPlugin(name = 'leaky') {
  return stubPlugin(name, { leak: STUB_RESOURCES })
}
