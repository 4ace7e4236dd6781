import { beforeAll, describe, expect, it } from 'vitest'
import { loadSplit } from './split'
import { createTargets } from './targets'
import type { Track } from './tracks'

// SplitText is an on-demand chunk: the timelines create targets once it has arrived.
beforeAll(loadSplit)

const track = (name: Track['name']): Track => ({
  name,
  frames: [],
  perspective: 0,
  origin: '50% 50% 0px',
})

describe('split text and assistive technology (docs/behaviour.md §4 "Layer scenes")', () => {
  it('a split heading keeps its role and is named by its text; its pieces are hidden', () => {
    const heading = document.createElement('h2')
    heading.textContent = 'Big news today'
    document.body.append(heading)
    const targets = createTargets(heading, [track('content'), track('words')], true)

    expect(heading.hasAttribute('aria-hidden')).toBe(false)
    expect(heading.getAttribute('aria-label')).toBe('Big news today')
    expect(heading.children.length).toBe(3)
    for (const piece of heading.children) expect(piece.getAttribute('aria-hidden')).toBe('true')
    expect(document.querySelector('.strata-sr-only')).toBeNull()

    targets.revert()
    expect(heading.innerHTML).toBe('Big news today')
    heading.remove()
  })

  it('a split generic layer is hidden, and a visually hidden copy beside it says the text once', () => {
    const box = document.createElement('div')
    const layer = document.createElement('div')
    layer.textContent = 'Summer sale'
    box.append(layer)
    document.body.append(box)
    const targets = createTargets(layer, [track('content'), track('chars')], true)

    expect(layer.hasAttribute('aria-label')).toBe(false)
    expect(layer.getAttribute('aria-hidden')).toBe('true')
    expect([...box.querySelectorAll('.strata-sr-only')].map((el) => el.textContent)).toEqual([
      'Summer sale',
    ])

    targets.revert()
    expect(box.querySelector('.strata-sr-only')).toBeNull()
    box.remove()
  })
})

describe('opacity read before any tween writes (issue #25: no forced style recalculation)', () => {
  it('reads the computed opacity of faded elements, writes it inline only when asked, and revert clears it', () => {
    const sheet = document.createElement('style')
    sheet.textContent = '.soft { opacity: 0.5 }'
    const layer = document.createElement('div')
    layer.className = 'soft'
    layer.textContent = 'Fade in'
    const still = document.createElement('div')
    still.className = 'soft'
    still.textContent = 'Stays'
    document.head.append(sheet)
    document.body.append(layer, still)
    const targets = createTargets(layer, [track('content')], true)
    const quiet = createTargets(still, [track('content')], true)
    targets.fade('content')

    const write = targets.readOpacity()
    // Reading writes nothing: every layer of a slide is read before the first write.
    expect(layer.style.opacity).toBe('')
    write()
    // The value the page's CSS gives it: the write changes nothing on screen.
    expect(layer.style.opacity).toBe('0.5')
    quiet.readOpacity()()
    expect(still.style.opacity).toBe('')

    targets.revert()
    expect(layer.style.opacity).toBe('')
    layer.remove()
    still.remove()
    sheet.remove()
  })

  it('leaves an opacity already inline as it is (GSAP reads that one without a recalculation)', () => {
    const layer = document.createElement('div')
    layer.style.opacity = '0.4'
    document.body.append(layer)
    const targets = createTargets(layer, [track('content')], true)
    targets.fade('content')
    targets.readOpacity()()
    targets.revert()
    expect(layer.style.opacity).toBe('0.4')
    layer.remove()
  })
})
