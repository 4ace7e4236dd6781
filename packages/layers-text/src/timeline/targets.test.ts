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

describe('targets made again for a new level (issue #25: no split undone and made again)', () => {
  const layer = (text: string) => {
    const el = document.createElement('div')
    el.textContent = text
    document.body.append(el)
    return el
  }

  it('keep their wrappers and word split when the tracks make the same; their inline writes go', () => {
    const el = layer('Three little words')
    const tracks = [track('content'), track('mask'), track('words')]
    const first = createTargets(el, tracks, true)
    const words = first.get('words')
    first.pin('words', '0% 0% 0px')
    expect((words[0] as HTMLElement).style.transformOrigin).toBe('0% 0% 0px')
    const again = createTargets(el, tracks, true, first)
    expect(again).toBe(first)
    expect(again.get('words')).toEqual(words)
    expect(words.every((w) => w.isConnected)).toBe(true)
    expect((words[0] as HTMLElement).style.transformOrigin).toBe('')
    again.revert()
    expect(el.innerHTML).toBe('Three little words')
    el.remove()
  })

  it('are made anew when the tracks want other wrappers or pieces, and for lines or chars alone', () => {
    const el = layer('Three little words')
    const words = createTargets(el, [track('content'), track('words')], true)
    const chars = createTargets(el, [track('content'), track('chars')], true, words)
    expect(chars).not.toBe(words)
    expect(el.querySelectorAll('.strata-layer-mask')).toHaveLength(0)
    // Lines break where the layout puts them, and a chars-only split where lines break.
    const charsAgain = createTargets(el, [track('content'), track('chars')], true, chars)
    expect(charsAgain).not.toBe(chars)
    const withLines = [track('content'), track('words'), track('lines')]
    const lines = createTargets(el, withLines, true, charsAgain)
    const linesAgain = createTargets(el, withLines, true, lines)
    expect(linesAgain).not.toBe(lines)
    linesAgain.revert()
    expect(el.innerHTML).toBe('Three little words')
    el.remove()
  })
})
