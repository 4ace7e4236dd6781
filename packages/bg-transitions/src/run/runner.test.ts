import { createFakeScheduler } from '@strata/core/testing'
import { describe, expect, it } from 'vitest'
import { type Pose, rest } from '../plan/pose'
import { motionHost } from './motion-host'
import { createRunner, type Written, writePose } from './runner'

/** An element whose style records every write (issue #25: no write that changes nothing). */
function recorder(style: Record<string, string> = {}) {
  const writes: string[] = []
  const proxy = new Proxy(style, {
    set(target, key, value) {
      writes.push(`${String(key)}=${value}`)
      target[key as string] = value
      return true
    },
  })
  return { el: { style: proxy } as unknown as HTMLElement, writes }
}

describe('writePose', () => {
  it('without a record, writes transform and opacity, and clears a filter left from before', () => {
    const { el, writes } = recorder({ filter: 'blur(2px)' })
    writePose(el, rest(), 0)
    expect(writes).toEqual(['transform=translate3d(0px,0px,0px)', 'opacity=1', 'filter='])
  })

  it("with the run's record, a value written before is not written again", () => {
    const { el, writes } = recorder()
    const last: Written = {}
    writePose(el, rest(), 0, 0, last)
    writePose(el, { ...rest(), x: { value: -10, unit: '%' } }, 0, 0, last)
    writePose(el, { ...rest(), x: { value: -20, unit: '%' }, opacity: 0.5 }, 0, 0, last)
    expect(writes).toEqual([
      'transform=translate3d(0px,0px,0px)',
      'opacity=1',
      'transform=translate3d(-10%,0px,0px)',
      'transform=translate3d(-20%,0px,0px)',
      'opacity=0.5',
    ])
  })

  it('a filter that comes and goes is written each time it changes, and cleared at rest', () => {
    const { el, writes } = recorder()
    const last: Written = {}
    const blurred = { ...rest(), filter: { ...rest().filter, blur: 4 } }
    writePose(el, blurred, 0, 0, last)
    writePose(el, blurred, 0, 0, last)
    writePose(el, rest(), 0, 0, last)
    expect(writes.filter((w) => w.startsWith('filter'))).toEqual(['filter=blur(4px)', 'filter='])
  })
})

describe('createRunner', () => {
  it('a slide that only moves gets one opacity write for the whole run, and lands at rest', async () => {
    const scheduler = createFakeScheduler()
    const { el, writes } = recorder()
    const from: Pose = { ...rest(), x: { value: 100, unit: '%' } }
    const track = { el, from, to: rest(), delay: 0, duration: 300, ease: 'none', perspective: 0 }
    const done = createRunner(scheduler, motionHost).play([track])
    scheduler.tick(400)
    await done
    expect(writes.filter((w) => w.startsWith('opacity'))).toEqual(['opacity=1'])
    expect(writes.filter((w) => w.startsWith('transform')).length).toBeGreaterThan(10)
    expect(el.style.transform).toBe('translate3d(0%,0px,0px)')
  })
})
