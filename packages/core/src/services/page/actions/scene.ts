import type { ActionHandler } from './types'

/**
 * Plays a scene of the target layers (the layer plugin's timelines hear `actions:scene`): in the
 * entry, not the built-ins' chunk, so plugins that play scenes through the api (modal's open
 * and close) run at once on a page whose data has no action records.
 */
export function scene(fixed?: string): ActionHandler {
  return (run) => {
    const ids = run.record.target.length
      ? run.record.target
      : [run.element.getAttribute('data-layer-id') ?? ''].filter(Boolean)
    const sc = run.record.raw.sc
    run.host.ctx.emit('actions:scene', {
      scene: fixed ?? ((typeof sc === 'string' || typeof sc === 'number' ? `${sc}` : '') || 'in'),
      targets: ids,
      element: run.element,
    })
  }
}

/** The scene actions by their key in `BUILTIN_NAMES`. */
export const SCENES: Readonly<Record<string, ActionHandler>> = {
  layerin: scene('in'),
  layerout: scene('out'),
  playscene: scene(),
}
