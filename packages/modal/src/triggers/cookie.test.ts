import { createCookies } from '@strata/core/loading'
import { afterEach, describe, expect, it } from 'vitest'
import { modalCookieName, oneTimeCookie } from './cookie'

afterEach(() => {
  createCookies(document).remove(modalCookieName('promo'))
})

describe('one-time cookie (docs/behaviour.md §4.5, §9 "co days")', () => {
  it('With a one-time cookie set, the modal is not re-shown once the cookie is true', () => {
    const cookie = oneTimeCookie(document, 'promo')
    expect(cookie.held()).toBe(false)
    cookie.remember(7)
    expect(cookie.held()).toBe(true)
    expect(oneTimeCookie(document, 'promo').held()).toBe(true)
  })

  it('co 0 sets no cookie: the modal shows every time', () => {
    const cookie = oneTimeCookie(document, 'promo')
    cookie.remember(0)
    expect(cookie.held()).toBe(false)
  })

  it('the name keeps only letters, digits and _-. of the alias', () => {
    expect(modalCookieName('spring sale; path=/x')).toBe('strata-modal-spring_sale__path__x')
  })
})
