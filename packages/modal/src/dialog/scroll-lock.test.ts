import { afterEach, describe, expect, it } from 'vitest'
import { mountModal } from '../plugin/test-modal'
import { lockScroll } from './scroll-lock'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const done of cleanups.splice(0).reverse()) done()
  document.documentElement.removeAttribute('style')
})

describe('pS (prevent scroll) with more than one pop-up', () => {
  it('the page stays locked until the last lock is lifted, in any order, then is as it was', () => {
    const html = document.documentElement
    html.style.overflow = 'auto'
    const a = lockScroll(document)
    const b = lockScroll(document)
    a()
    expect(html.style.overflow).toBe('hidden')
    a()
    expect(html.style.overflow).toBe('hidden')
    b()
    expect(html.style.overflow).toBe('auto')
  })

  it('one pop-up closing while another is open keeps the page locked; the last close frees it', async () => {
    const first = await mountModal({}, { alias: 'first', modal: { pS: true, sp: 100 } })
    cleanups.push(first.done)
    const second = await mountModal({}, { alias: 'second', modal: { pS: true, sp: 100 } })
    cleanups.push(second.done)
    void first.api.open()
    // A trigger opens the second while the first is closing.
    const closing = first.api.close()
    void second.api.open()
    await first.run(100)
    await closing
    expect(first.api.state()).toBe('hidden')
    expect(second.api.state()).toBe('visible')
    expect(document.documentElement.style.overflow).toBe('hidden')
    const closed = second.api.close()
    await second.run(100)
    await closed
    expect(document.documentElement.style.overflow).toBe('')
  })
})
