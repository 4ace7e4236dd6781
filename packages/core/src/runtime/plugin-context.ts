import type { EventBus } from '../events/bus'
import type { AnyPlugin, PluginApis, PluginContext, Services } from '../types/plugin'
import type { GoToOptions, GoToTarget } from '../types/slider'
import type { SliderState } from '../types/state'
import type { createSlideStage } from './slide-stage'

export interface ContextDeps
  extends Pick<PluginContext, 'root' | 'module' | 'dom' | 'slideshow' | 'scheduler'> {
  bus: EventBus
  state(): SliderState
  goTo(target: GoToTarget, options?: GoToOptions): void
  services: Services
  plugin<N extends keyof PluginApis>(name: N): PluginApis[N] | undefined
  stage: ReturnType<typeof createSlideStage>
}

/**
 * Makes each plugin's context and remembers what it registered through it (bus handlers,
 * transitions), so `release(plugin)` can drop them if its setup throws and, as a safety net, when
 * the slider is destroyed.
 */
export function createPluginContexts(deps: ContextDeps) {
  const { bus, stage, services } = deps
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
    const emit: PluginContext['emit'] = (type, payload) => {
      if (type.startsWith(prefix)) return bus.emit(type, payload)
      if (!warned)
        services.report(
          `plugins.${plugin.name}`,
          `cannot emit "${type}": a plugin emits only its own "${prefix}*" events`,
        )
      warned = true
    }
    return {
      root: deps.root,
      module: deps.module,
      dom: deps.dom,
      get state() {
        return deps.state()
      },
      on: (type, handler) => own(bus.on(type, handler)),
      emit,
      scheduler: deps.scheduler,
      goTo: deps.goTo,
      services,
      plugin: deps.plugin,
      addTransition: (handler) => own(stage.addTransition(handler)),
      layers: stage.layers,
      slideElement: stage.element,
      setSlideWindow: stage.setRadius,
      rebuildSlide: stage.rebuild,
      slideshow: deps.slideshow,
    }
  }

  return {
    context,
    release,
    /** Releases every plugin's registrations. */
    releaseAll(): void {
      for (const plugin of [...owned.keys()]) release(plugin)
    },
  }
}
