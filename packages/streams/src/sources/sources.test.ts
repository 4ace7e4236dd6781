// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { SOURCE_MAPPINGS } from './index'

/** One item of each source, in the shape that source's API lists it. */
const ITEMS = {
  flickr: {
    id: '531',
    owner: '99@N01',
    title: 'Harbour at dawn',
    description: { _content: 'Boats <b>waiting</b>' },
    ownername: 'Ana',
    datetaken: '2026-03-01 06:10:00',
    views: '120',
    url_m: '/m.jpg',
    url_l: '/l.jpg',
    tags: 'sea boats',
  },
  facebook: {
    id: '1_2',
    message: 'Spring menu is here\nCome and taste it',
    created_time: '2026-03-02T10:00:00+0000',
    full_picture: '/fb.jpg',
    permalink_url: 'https://facebook.com/1/posts/2',
    from: { name: 'Cafe Nord' },
    likes: { summary: { total_count: 42 } },
    comments: { summary: { total_count: 7 } },
    shares: { count: 3 },
  },
  instagram: {
    id: '17',
    caption: 'Sunset run\n#running',
    media_type: 'VIDEO',
    media_url: '/ig.mp4',
    thumbnail_url: '/ig.jpg',
    permalink: 'https://instagram.com/p/abc/',
    timestamp: '2026-03-03T18:00:00+0000',
    username: 'runner',
    like_count: 300,
    comments_count: 12,
  },
  twitter: {
    id_str: '1500',
    full_text: 'Release day &amp; coffee',
    created_at: 'Wed Mar 04 09:00:00 +0000 2026',
    user: { name: 'Strata', screen_name: 'strata' },
    entities: { media: [{ media_url_https: 'https://pbs.example/t.jpg' }] },
    favorite_count: 9,
    retweet_count: 2,
  },
  vimeo: {
    name: 'Studio tour',
    description: 'Inside the studio',
    link: 'https://vimeo.com/42',
    created_time: '2026-03-05T12:00:00+00:00',
    duration: 95,
    pictures: {
      sizes: [
        { width: 100, link: '/v-100.jpg' },
        { width: 1280, link: '/v-1280.jpg' },
        { width: 640, link: '/v-640.jpg' },
      ],
    },
    user: { name: 'Studio' },
    stats: { plays: 1000 },
    metadata: { connections: { likes: { total: 50 }, comments: { total: 4 } } },
  },
  youtube: {
    id: { kind: 'youtube#video', videoId: 'abc123' },
    snippet: {
      title: 'How we build',
      description: 'A long talk',
      publishedAt: '2026-03-06T08:00:00Z',
      channelTitle: 'Strata TV',
      thumbnails: { default: { url: '/yt-d.jpg' }, high: { url: '/yt-h.jpg' } },
    },
    statistics: { viewCount: '5000', likeCount: '80', commentCount: '6' },
  },
  woo: {
    id: 7,
    name: 'Linen shirt',
    description: '<p>Soft linen</p>',
    short_description: '<p>Soft</p>',
    permalink: 'https://shop.example/linen',
    date_created: '2026-03-07T00:00:00',
    price: '49',
    regular_price: '59',
    sale_price: '49',
    sku: 'LS-1',
    average_rating: '4.5',
    rating_count: 10,
    stock_status: 'instock',
    images: [{ src: '/shirt.jpg' }],
    categories: [{ name: 'Shirts' }, { name: 'Summer' }],
  },
  post: {
    id: 11,
    date: '2026-03-08T09:00:00',
    link: 'https://blog.example/hello',
    title: { rendered: 'Hello &#8217;world&#8217;' },
    content: { rendered: '<p>Body</p>' },
    excerpt: { rendered: '<p>Short</p>' },
    _embedded: {
      author: [{ name: 'Jo' }],
      'wp:featuredmedia': [{ source_url: '/post.jpg' }],
      'wp:term': [[{ name: 'News' }, { name: 'Team' }]],
    },
  },
  'wp-gallery': {
    id: 3,
    source_url: '/g.jpg',
    title: { rendered: 'Hall' },
    caption: { rendered: '<p>The hall</p>' },
    alt_text: 'A hall',
    date: '2026-03-09T00:00:00',
    link: 'https://site.example/?attachment_id=3',
  },
} satisfies Record<string, RawRecord>

describe('source mappings (docs/data-format/streams.md "Placeholders")', () => {
  it('a flickr photo: title, description, owner, date taken, the large image, views, its page', () => {
    expect(SOURCE_MAPPINGS.flickr(ITEMS.flickr)).toEqual({
      title: 'Harbour at dawn',
      content: 'Boats <b>waiting</b>',
      image: '/l.jpg',
      link: 'https://www.flickr.com/photos/99@N01/531',
      author_name: 'Ana',
      date: '2026-03-01 06:10:00',
      views: '120',
      tags: 'sea boats',
    })
  })

  it("a facebook post: the message's first line as title, picture, likes, comments, shares", () => {
    expect(SOURCE_MAPPINGS.facebook(ITEMS.facebook)).toEqual({
      title: 'Spring menu is here',
      content: 'Spring menu is here\nCome and taste it',
      image: '/fb.jpg',
      link: 'https://facebook.com/1/posts/2',
      author_name: 'Cafe Nord',
      date: '2026-03-02T10:00:00+0000',
      likes: '42',
      comments: '7',
      shares: '3',
    })
  })

  it('an instagram video shows its thumbnail; likes and comments counts', () => {
    expect(SOURCE_MAPPINGS.instagram(ITEMS.instagram)).toMatchObject({
      title: 'Sunset run',
      image: '/ig.jpg',
      link: 'https://instagram.com/p/abc/',
      author_name: 'runner',
      likes: '300',
      comments: '12',
    })
    expect(SOURCE_MAPPINGS.instagram({ ...ITEMS.instagram, media_type: 'IMAGE' }).image).toBe(
      '/ig.mp4',
    )
  })

  it("a tweet: its text, the media image, the tweet's page, likes and retweets", () => {
    expect(SOURCE_MAPPINGS.twitter(ITEMS.twitter)).toEqual({
      title: 'Release day &amp; coffee',
      content: 'Release day &amp; coffee',
      image: 'https://pbs.example/t.jpg',
      link: 'https://twitter.com/strata/status/1500',
      author_name: 'Strata',
      author_username: 'strata',
      date: 'Wed Mar 04 09:00:00 +0000 2026',
      likes: '9',
      retweets: '2',
    })
  })

  it('a vimeo video: the widest picture, plays as views, likes, comments, duration', () => {
    expect(SOURCE_MAPPINGS.vimeo(ITEMS.vimeo)).toMatchObject({
      title: 'Studio tour',
      image: '/v-1280.jpg',
      views: '1000',
      likes: '50',
      comments: '4',
      duration: '95',
    })
  })

  it('a youtube video: the best thumbnail there is, the watch page, the statistics', () => {
    expect(SOURCE_MAPPINGS.youtube(ITEMS.youtube)).toMatchObject({
      title: 'How we build',
      image: '/yt-h.jpg',
      link: 'https://www.youtube.com/watch?v=abc123',
      author_name: 'Strata TV',
      views: '5000',
      likes: '80',
      comments: '6',
      video_id: 'abc123',
    })
  })

  it('a woo product: name, short description as excerpt source, prices, rating, categories', () => {
    expect(SOURCE_MAPPINGS.woo(ITEMS.woo)).toMatchObject({
      title: 'Linen shirt',
      content: '<p>Soft linen</p>',
      excerpt: '<p>Soft</p>',
      image: '/shirt.jpg',
      price: '49',
      regular_price: '59',
      sale_price: '49',
      rating: '4.5',
      reviews: '10',
      stock: 'instock',
      categories: 'Shirts, Summer',
    })
  })

  it('a post: rendered title, content and excerpt, author, featured image, categories', () => {
    expect(SOURCE_MAPPINGS.post(ITEMS.post)).toEqual({
      title: 'Hello &#8217;world&#8217;',
      content: '<p>Body</p>',
      excerpt: '<p>Short</p>',
      image: '/post.jpg',
      link: 'https://blog.example/hello',
      author_name: 'Jo',
      date: '2026-03-08T09:00:00',
      categories: 'News, Team',
      id: '11',
    })
  })

  it('a wp-gallery image: its source, title, caption and alt text', () => {
    expect(SOURCE_MAPPINGS['wp-gallery'](ITEMS['wp-gallery'])).toMatchObject({
      title: 'Hall',
      content: '<p>The hall</p>',
      image: '/g.jpg',
      alt: 'A hall',
    })
  })

  it('an item missing fields, or not a record at all, gives empty texts and never throws', () => {
    for (const map of Object.values(SOURCE_MAPPINGS)) {
      for (const bad of [null, 'x', 3, [], { title: { rendered: {} }, images: 'no' }]) {
        const item = map(bad)
        expect(Object.values(item).every((v) => typeof v === 'string')).toBe(true)
      }
    }
  })
})
