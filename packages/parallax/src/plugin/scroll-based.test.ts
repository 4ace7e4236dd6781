import { SCROLL_BASED_ATTRIBUTE as core } from '@strata/core/page'
import { describe, expect, it } from 'vitest'
import { SCROLL_BASED_ATTRIBUTE } from './scroll-based'

describe('the runtime chunk’s copy of core’s scroll-based attribute', () => {
  it('is the attribute core’s viewport observer reads', () => {
    expect(SCROLL_BASED_ATTRIBUTE).toBe(core)
  })
})
