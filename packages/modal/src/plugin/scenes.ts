import type { PluginContext } from '@strata/core'
import type { ActionRecord } from '@strata/core/page'

/**
 * Plays scene `scene` ('in' or 'out') of these layer elements through the actions engine, which
 * tells the layer plugins (`actions:scene`); without the actions plugin there is nothing to play.
 */
export function playScene(ctx: PluginContext, scene: 'in' | 'out', layers: Element[]): void {
  const actions = ctx.plugin('actions')
  const target = [...new Set(layers.map((el) => el.getAttribute('data-layer-id') ?? ''))].filter(
    Boolean,
  )
  const [first] = layers
  if (!actions || !first || !target.length) return
  const record: ActionRecord = {
    a: scene === 'in' ? 'startLayer' : 'stopLayer',
    evt: 'click',
    src: [],
    target,
    d: 0,
    rd: 0,
    raw: {},
    path: 'plugins.modal',
  }
  actions.run(record, first)
}
