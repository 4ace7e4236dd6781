import { describe, expect, it, vi } from 'vitest'
import { applyCss } from './apply-css'

const fresh = () => document.createElement('div')

describe('applyCss', () => {
  it('writes a fresh element’s CSS in one cssText, as property by property would', () => {
    const css = {
      position: 'absolute',
      margin: '0px',
      'margin-top': '4px',
      'font-family': '"Open Sans", Arial, sans-serif',
      width: 'calc(100% - 20px)',
      'background-image': 'url("a.png")',
    }
    const one = fresh()
    const set = vi.spyOn(one.style, 'setProperty')
    applyCss(one, css)
    expect(set).not.toHaveBeenCalled()
    const each = fresh()
    for (const [prop, value] of Object.entries(css)) each.style.setProperty(prop, value)
    expect(one.style.cssText).toBe(each.style.cssText)
    expect(one.style.marginTop).toBe('4px')
  })

  it.each([
    ['a declaration of its own', 'Arial; position: fixed'],
    ['a block', 'Arial} body{display:none'],
    ['!important', 'Arial !important'],
    ['a comment', 'Arial /* position: fixed */'],
    ['an open quote', '"Arial'],
    ['an open bracket', 'calc(1px'],
    ['brackets two deep', 'calc(max(1px, 2px) + 1px)'],
    ['an escape', 'Arial\\3b position: fixed'],
    ['a line break', 'Arial\nposition: fixed'],
  ])('a value with %s is set on its own, and adds nothing', (_, value) => {
    const el = fresh()
    const set = vi.spyOn(el.style, 'setProperty')
    applyCss(el, { color: 'red', 'font-family': value })
    expect(set).toHaveBeenCalledTimes(2)
    expect(el.style.color).toBe('red')
    expect(el.style.position).toBe('')
    expect(el.style.display).toBe('')
  })

  it('an element with inline styles keeps them: its CSS goes property by property', () => {
    const el = fresh()
    el.style.visibility = 'hidden'
    applyCss(el, { position: 'absolute' })
    expect(el.style.visibility).toBe('hidden')
    expect(el.style.position).toBe('absolute')
  })

  it('applied again, clears what it set before and no longer wants, and keeps the rest', () => {
    const el = fresh()
    applyCss(el, { position: 'absolute', width: '10px' })
    el.style.opacity = '0.5'
    applyCss(el, { position: 'relative' })
    expect(el.style.width).toBe('')
    expect(el.style.position).toBe('relative')
    expect(el.style.opacity).toBe('0.5')
  })
  it('applied again, writes only the values that changed (issue #25: a resize lays layers out anew)', () => {
    const el = fresh()
    const defaults = { display: 'block' }
    applyCss(el, { position: 'absolute', left: '10px', color: 'red', display: 'flex' }, defaults)
    const set = vi.spyOn(el.style, 'setProperty')
    const removed = vi.spyOn(el.style, 'removeProperty')
    applyCss(el, { position: 'absolute', left: '20px', color: 'red', display: 'block' }, defaults)
    expect(set.mock.calls).toEqual([['left', '20px']])
    // Back to the stylesheet's value: the inline one goes.
    expect(removed.mock.calls).toEqual([['display']])
    expect(el.style.cssText).toBe('position: absolute; left: 20px; color: red;')
    set.mockClear()
    applyCss(el, { position: 'absolute', left: '20px', color: 'red', display: 'flex' }, defaults)
    expect(set.mock.calls).toEqual([['display', 'flex']])
  })
})
