// @vitest-environment node
import type { ModuleSettings } from '@strata/core'
import { describe, expectTypeOf, it } from 'vitest'
import { streams } from './plugin/plugin'
import type { FeedSettings, FeedStatus } from './types'

describe("@strata/streams' additions to core's types", () => {
  it('settings.feed is optional FeedSettings, with the feed status', () => {
    expectTypeOf<ModuleSettings['feed']>().toEqualTypeOf<FeedSettings | undefined>()
    expectTypeOf<FeedSettings['status']>().toEqualTypeOf<FeedStatus>()
    expectTypeOf<FeedStatus>().toEqualTypeOf<'loaded' | 'empty' | 'failed' | 'none'>()
  })

  it('streams() is a plugin named streams', () => {
    expectTypeOf(streams().name).toEqualTypeOf<'streams'>()
  })
})
