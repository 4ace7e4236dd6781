import type { Demo, DemoData } from '../demos/types'
import { ModuleRunner } from './ModuleRunner'

/**
 * A demo made of data and plugins only: `dataDemo({ name, title, description }, { module,
 * plugins: () => [nav()] })`. The demo page runs it and shows its data, model and report.
 */
export function dataDemo(meta: Omit<Demo, 'Component' | 'data'>, data: DemoData): Demo {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per demo when the list loads, never during a render
  const Component = () => <ModuleRunner data={data} id={meta.name} />
  return { ...meta, data, Component }
}
