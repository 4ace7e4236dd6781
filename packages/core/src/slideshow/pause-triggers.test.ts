import { afterEach, describe, expect, it } from 'vitest'
import type { PauseReason } from '../types/state'
import { bindPauseTriggers } from './pause-triggers'

let hidden = false
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })

afterEach(() => {
  hidden = false
})

function bind(stopOnHover: boolean, freezeOnBlur: boolean) {
  const root = document.createElement('div')
  const log: string[] = []
  const slideshow = {
    pause: (r?: PauseReason) => void log.push(`pause ${r}`),
    resume: (r?: PauseReason) => void log.push(`resume ${r}`),
  }
  const unbind = bindPauseTriggers({
    root,
    settings: { stopOnHover },
    browser: { freezeOnBlur },
    slideshow,
  })
  return { root, log, unbind }
}

describe('bindPauseTriggers', () => {
  it('Slideshow: paused by hover when stop-on-hover is set', () => {
    const { root, log, unbind } = bind(true, false)
    root.dispatchEvent(new Event('mouseenter'))
    root.dispatchEvent(new Event('mouseleave'))
    expect(log).toEqual(['pause hover', 'resume hover'])
    unbind()
  })

  it('keyboard focus inside the module pauses it; moving within holds it; leaving resumes', () => {
    const { root, log, unbind } = bind(false, false)
    document.body.append(root)
    root.innerHTML = '<button>a</button><button>b</button>'
    const outside = document.body.appendChild(document.createElement('button'))
    const [a, b] = root.querySelectorAll('button')
    a?.focus()
    b?.focus()
    outside.focus()
    // a in; a out to b (still inside: held); b in; b out to the page.
    expect(log).toEqual(['pause focus', 'pause focus', 'pause focus', 'resume focus'])
    unbind()
    root.remove()
    outside.remove()
  })

  it('hover does nothing without stop-on-hover', () => {
    const { root, log, unbind } = bind(false, false)
    root.dispatchEvent(new Event('mouseenter'))
    expect(log).toEqual([])
    unbind()
  })

  it('Slideshow: paused by tab blur (the tab is hidden), resumed when visible', () => {
    const { log, unbind } = bind(false, false)
    hidden = true
    document.dispatchEvent(new Event('visibilitychange'))
    hidden = false
    document.dispatchEvent(new Event('visibilitychange'))
    expect(log).toEqual(['pause blur', 'resume blur'])
    unbind()
  })

  it('a blurred window pauses only when browser.freezeOnBlur is set', () => {
    const off = bind(false, false)
    window.dispatchEvent(new Event('blur'))
    expect(off.log).toEqual([])
    off.unbind()
    const on = bind(false, true)
    window.dispatchEvent(new Event('blur'))
    window.dispatchEvent(new Event('focus'))
    expect(on.log).toEqual(['pause blur', 'resume blur'])
    on.unbind()
  })

  it('the returned function removes every listener it added', () => {
    const { root, log, unbind } = bind(true, true)
    unbind()
    unbind()
    for (const type of ['mouseenter', 'mouseleave', 'focusin', 'focusout'])
      root.dispatchEvent(new Event(type))
    window.dispatchEvent(new Event('blur'))
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(log).toEqual([])
  })
})
