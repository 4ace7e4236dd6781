import { describe, expect, it } from 'vitest'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { createAnnouncer } from './announcer'

function setup() {
  const root = document.createElement('div')
  const scheduler = createFakeScheduler()
  return { root, scheduler, announcer: createAnnouncer(root, scheduler) }
}

describe('createAnnouncer', () => {
  it('is a visually hidden polite, atomic live region with class strata-announcer', () => {
    const { root, announcer } = setup()
    const el = announcer.element
    expect(el.parentElement).toBe(root)
    expect(el.className).toBe('strata-announcer')
    expect(el.getAttribute('aria-live')).toBe('polite')
    expect(el.getAttribute('aria-atomic')).toBe('true')
    expect(el.style.position).toBe('absolute')
    expect(el.style.width).toBe('1px')
    expect(el.style.overflow).toBe('hidden')
  })

  it('Screen-reader announcer text is set after 50 ms', () => {
    const { scheduler, announcer } = setup()
    announcer.element.textContent = 'old'
    announcer.announce('2 of 5')
    // A new text replaces the old one in a single write, so the change costs one layout.
    expect(announcer.element.textContent).toBe('old')
    scheduler.tick(40)
    expect(announcer.element.textContent).toBe('old')
    scheduler.tick(16)
    expect(announcer.element.textContent).toBe('2 of 5')
  })

  it('the same text again is cleared first, so screen readers say it again', () => {
    const { scheduler, announcer } = setup()
    announcer.announce('2 of 5')
    scheduler.tick(60)
    announcer.announce('2 of 5')
    expect(announcer.element.textContent).toBe('')
    scheduler.tick(60)
    expect(announcer.element.textContent).toBe('2 of 5')
  })

  it('a newer text replaces one still waiting', () => {
    const { scheduler, announcer } = setup()
    announcer.announce('1 of 5')
    scheduler.tick(30)
    announcer.announce('3 of 5')
    scheduler.tick(30)
    // '1 of 5' never showed.
    expect(announcer.element.textContent).toBe('')
    scheduler.tick(30)
    expect(announcer.element.textContent).toBe('3 of 5')
  })

  it('destroy removes the element and cancels a pending text', () => {
    const { root, scheduler, announcer } = setup()
    announcer.announce('1 of 5')
    announcer.destroy()
    expect(root.children).toHaveLength(0)
    expect(scheduler.size()).toBe(0)
  })
})
