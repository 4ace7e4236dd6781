import { normaliseModule, type RawRecord, type ReportEntry } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { STREAM_TYPES } from './defaults'
import { streamsPart } from './normalise'

const run = (source: unknown) =>
  normaliseModule({ settings: { source } as RawRecord }, { parts: [streamsPart] })
const ofPart = (r: { report: ReportEntry[] }) =>
  r.report.filter((e) => e.path.startsWith('settings.source'))

describe('feed settings (SPEC.md §3)', () => {
  it('Feed settings: count 8, transient 1200, post and product max 30, excerptLimit 55; source gallery', () => {
    const r = normaliseModule({}, { parts: [streamsPart] })
    expect(r.model.settings.feed).toEqual({
      type: 'gallery',
      count: 8,
      transient: 1200,
      max: 30,
      excerptLimit: 55,
    })
    expect(ofPart(r)).toEqual([])
  })

  it('Stream types are flickr, facebook, instagram, twitter, vimeo, youtube, woo, post; also gallery, wp-gallery, fixed', () => {
    for (const type of [...STREAM_TYPES, 'gallery', 'wp-gallery', 'fixed']) {
      const r = run({ type })
      expect([r.model.settings.feed.type, ofPart(r)]).toEqual([type, []])
    }
  })

  it("reads the type's own record, in both spellings of max (maxPosts, maxProducts)", () => {
    expect(
      run({ type: 'post', post: { maxPosts: 12, excerptLimit: '20' } }).model.settings.feed,
    ).toMatchObject({ type: 'post', max: 12, excerptLimit: 20, count: 8 })
    expect(run({ type: 'woo', woo: { maxProducts: 4 } }).model.settings.feed.max).toBe(4)
    expect(run({ type: 'flickr', count: 5, transient: 60 }).model.settings.feed).toMatchObject({
      count: 5,
      transient: 60,
    })
  })

  it('reports an unknown source type and bad values with their path', () => {
    const r = run({ type: 'myspace', count: 'lots' })
    expect(r.model.settings.feed).toMatchObject({ type: 'gallery', count: 8 })
    expect(ofPart(r).map((e) => e.path)).toEqual(['settings.source.type', 'settings.source.count'])
    const own = run({ type: 'youtube', youtube: { transient: {} } })
    expect(ofPart(own).map((e) => e.path)).toEqual(['settings.source.youtube.transient'])
  })
})
