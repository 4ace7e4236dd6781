// vitest: fresh modules (ScrollTrigger is page-wide: this file counts the page's own triggers from none)
import { gsap } from 'gsap'
import { ScrollTrigger } from 'gsap/ScrollTrigger'
import { afterEach, describe, expect, it } from 'vitest'
import { harness } from '../plugin/harness'
import { host as parallaxHost } from '../plugin/host'
import { motionModule } from '../plugin/test-module'
import { useScrollTrigger } from './trigger-use'

afterEach(() => {
  for (const t of ScrollTrigger.getAll()) t.kill()
  window.scrollTo(0, 0)
})

/** A ScrollTrigger the host page made itself, over a 1000 px box 3000 px down the page. */
function hostTrigger() {
  const el = document.createElement('section')
  el.getBoundingClientRect = () => new DOMRect(0, 3000 - window.scrollY, 800, 1000)
  document.body.append(el)
  let updates = 0
  const trigger = ScrollTrigger.create({
    trigger: el,
    start: 'top bottom',
    end: 'bottom top',
    onUpdate: () => updates++,
  })
  return { trigger, updates: () => updates, el }
}

describe("ScrollTrigger shared with the page (docs/plugin-authors.md 'destroy')", () => {
  it('leaves the page its own live ScrollTriggers working after a scroll-based module is destroyed', async () => {
    gsap.registerPlugin(ScrollTrigger)
    const host = hostTrigger()
    const h = await harness(motionModule({ sbt: { use: true } }))
    h.done()
    window.scrollTo(0, 2600)
    document.dispatchEvent(new Event('scroll'))
    expect(host.updates()).toBeGreaterThan(0)
    expect(host.trigger.progress).toBeCloseTo((2600 - (3000 - 768)) / (768 + 1000), 2)
    host.el.remove()
  })

  it('counts its shares: releasing one twice does not stop what another module still uses', () => {
    const first = useScrollTrigger({ ...parallaxHost, gsap })
    const second = useScrollTrigger({ ...parallaxHost, gsap })
    first()
    first()
    const host = hostTrigger()
    window.scrollTo(0, 2600)
    document.dispatchEvent(new Event('scroll'))
    expect(host.updates()).toBeGreaterThan(0)
    second()
    host.el.remove()
  })
})
