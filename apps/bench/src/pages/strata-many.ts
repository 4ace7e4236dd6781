import '../page-kit/first-statement'
import { benchModule } from '../page-kit/bench-module'
import { runBench } from '../page-kit/harness'
import { strataInstance } from '../page-kit/strata-instance'

// `?m=` modules (10) on one page, one screen each, the first one stepped: what one more module
// costs a page (its start, heap and layouts), beside swiper-many.ts.
runBench((root, slides) => {
  const m = Number(new URLSearchParams(location.search).get('m') ?? 10)
  Object.assign(root.style, { height: 'auto', overflow: 'visible' })
  const boxes = Array.from({ length: m }, () => {
    const box = document.createElement('div')
    box.style.cssText = 'position:relative;height:600px'
    root.append(box)
    return box
  })
  const module = benchModule(slides)
  return () => {
    const all = boxes.map((box) => strataInstance(box, structuredClone(module), 'slideleft'))
    const first = all[0] as (typeof all)[number]
    return { ready: Promise.all(all.map((i) => i.ready)).then(() => undefined), step: first.step }
  }
})
