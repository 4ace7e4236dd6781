import type { EventBus } from '../events/bus'
import type { Unsubscribe } from '../types/events'
import type { AnyPlugin, PluginContext, TransitionHandler } from '../types/plugin'
import type { SliderState } from '../types/state'

/** What every plugin's context holds alike; `state`, `on`, `emit`, `addTransition` are its own. */
export type SharedContext = Omit<PluginContext, 'state' | 'on' | 'emit' | 'addTransition'>

/**
 * Makes each plugin's context and remembers what it registered through it (bus handlers,
 * transitions), so `release(plugin)` can drop them if its setup throws. A destroyed slider needs
 * no such list: its stage drops every transition and its bus every handler.
 */
export function createPluginContexts(
  shared: SharedContext,
  bus: EventBus,
  state: () => SliderState,
  addTransition: (handler: TransitionHandler) => Unsubscribe,
) {
  const owned = new Map<AnyPlugin, Array<() => void>>()
  const release = (plugin: AnyPlugin): void => {
    for (const off of owned.get(plugin) ?? []) off()
    owned.delete(plugin)
  }

  const context = (plugin: AnyPlugin): PluginContext => {
    const offs: Array<() => void> = []
    owned.set(plugin, offs)
    const own = <F extends () => void>(off: F): F => {
      offs.push(off)
      return off
    }
    // A plugin sends only `<its name>:*` events; the first wrong name is reported, none is sent.
    const prefix = `${plugin.name}:`
    let warned = false
    return {
      ...shared,
      get state() {
        return state()
      },
      on: (type, handler) => own(bus.on(type, handler)),
      emit(type, payload) {
        if (type.startsWith(prefix)) return bus.emit(type, payload)
        if (!warned)
          shared.services.report(
            `plugins.${plugin.name}`,
            `cannot emit "${type}": a plugin emits only its own "${prefix}*" events`,
          )
        warned = true
      },
      addTransition: (handler) => own(addTransition(handler)),
    }
  }

  return {
    context,
    release,
  }
}
