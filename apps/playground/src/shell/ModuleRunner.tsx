import { useState } from 'react'
import { PrevNext } from '../demos/PrevNext'
import type { DemoData } from '../demos/types'
import { DemoSlider } from './DemoSlider'
import { PLAYGROUND_REST } from './rest-paths'

const REST_OPTIONS = { rest: PLAYGROUND_REST }

/**
 * Runs a module from data alone: the slider, Prev / Next buttons and the slide count. The demo
 * page around it shows the source data, normalised model and report.
 */
export function ModuleRunner({ data, id }: { data: DemoData; id?: string }) {
  // One call of the factory per runner, not one per render.
  const [plugins] = useState(() => data.plugins?.() ?? [])
  return (
    <DemoSlider
      id={id}
      module={data.module}
      plugins={plugins}
      options={data.rest ? REST_OPTIONS : undefined}
    >
      <PrevNext count />
    </DemoSlider>
  )
}
