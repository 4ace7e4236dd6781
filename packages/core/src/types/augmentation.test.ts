// @vitest-environment node
import { describe, expectTypeOf, it } from 'vitest'
import type { PluginApis, Slider, SliderEvents } from '../index'

// A plugin package adds its events and its api exactly like this.
declare module '../index' {
  interface SliderEvents {
    'demo:ping': { count: number }
  }
  interface PluginApis {
    demo: { ping(): number }
  }
}

describe('declaration merging', () => {
  it('lets a plugin add typed events to the bus', () => {
    expectTypeOf<SliderEvents['demo:ping']>().toEqualTypeOf<{ count: number }>()
    expectTypeOf<Parameters<Slider['on']>[0]>().toExtend<keyof SliderEvents>()
  })

  it('types slider.plugin(name) from the plugin api map', () => {
    const slider = {} as Slider
    expectTypeOf(slider.plugin).parameter(0).toEqualTypeOf<keyof PluginApis>()
    expectTypeOf<ReturnType<typeof slider.plugin<'demo'>>>().toEqualTypeOf<
      { ping(): number } | undefined
    >()
  })
})
