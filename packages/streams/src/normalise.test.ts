// @vitest-environment node
import type { RawRecord, ReportEntry } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { STREAM_TYPES } from './defaults'
import { streamsPart } from './normalise'

const run = (source: unknown) =>
  normaliseModule({ settings: { source } as RawRecord }, { parts: [streamsPart] })
/** The feed settings read from `settings.source`. */
const feed = (source: unknown) => run(source).model.settings.feed
const ofPart = (r: { report: ReportEntry[] }) =>
  r.report.filter((e) => e.path.startsWith('settings.source'))

describe('feed settings (docs/behaviour.md §3)', () => {
  it('Feed settings: count 8, transient 1200, post and product max 30, excerptLimit 55; source gallery', () => {
    const r = normaliseModule({}, { parts: [streamsPart] })
    expect(r.model.settings.feed).toEqual({
      type: 'gallery',
      count: 8,
      transient: 1200,
      maxItems: 30,
      excerptLimit: 55,
      status: 'none',
    })
    expect(ofPart(r)).toEqual([])
  })

  it('has no feed settings when the part did not run', () => {
    expect(normaliseModule({ settings: { source: { type: 'post' } } }).model.settings.feed).toBe(
      undefined,
    )
  })

  it('Stream types are flickr, facebook, instagram, twitter, vimeo, youtube, woo, post; also gallery, wp-gallery, fixed', () => {
    for (const type of [...STREAM_TYPES, 'gallery', 'wp-gallery', 'fixed']) {
      const r = run({ type })
      expect([r.model.settings.feed?.type, ofPart(r)]).toEqual([type, []])
    }
  })

  it("reads the type's own record, the export keys maxPosts and maxProducts as maxItems", () => {
    expect(feed({ type: 'post', post: { maxPosts: 12, excerptLimit: '20' } })).toMatchObject({
      type: 'post',
      maxItems: 12,
      excerptLimit: 20,
      count: 8,
    })
    expect(feed({ type: 'woo', woo: { maxProducts: 4 } })?.maxItems).toBe(4)
    expect(feed({ type: 'post', maxItems: 7, maxPosts: 9 })?.maxItems).toBe(7)
    expect(feed({ type: 'flickr', count: 5, transient: 60 })).toMatchObject({
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
  it('reports a count, maximum or excerpt length below 0 and uses 0: a cut at -3 kept all but 3', () => {
    const r = run({ type: 'post', post: { maxPosts: -3, excerptLimit: -1, count: '-2' } })
    expect(r.model.settings.feed).toMatchObject({ maxItems: 0, excerptLimit: 0, count: 0 })
    expect(ofPart(r)).toEqual([
      { path: 'settings.source.post.count', message: expect.stringContaining('at least 0') },
      { path: 'settings.source.post.maxPosts', message: expect.stringContaining('at least 0') },
      { path: 'settings.source.post.excerptLimit', message: expect.stringContaining('at least 0') },
    ])
    // Valid data: no entries.
    expect(ofPart(run({ type: 'post', post: { maxPosts: 0, count: 3 } }))).toEqual([])
  })
})
