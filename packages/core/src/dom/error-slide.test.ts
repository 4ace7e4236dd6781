import { describe, expect, it } from 'vitest'
import { ERROR_TITLE } from '../index'
import { TITLE } from './error-slide'

describe('the error slide chunk', () => {
  it("holds the public ERROR_TITLE's text (its own copy, out of the first download)", () => {
    expect(TITLE).toBe(ERROR_TITLE)
  })
})
