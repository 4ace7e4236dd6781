// @ts-check
/**
 * Writes the feed fixtures the local REST server answers stream calls with: `<type>.json`, 12
 * items per source type in the shape that source's API lists them (docs/data-format/streams.md).
 * Images are the local `/streams-media/` SVGs (server/packages/streams.mjs). Run it again after
 * changing it: `node server/streams/generate.mjs`. `xss.json` is written by hand.
 */
import { writeFileSync } from 'node:fs'

const TOPICS = [
  'Harbour at dawn',
  'Spring menu',
  'Studio tour',
  'Night market',
  'Mountain pass',
  'Release day',
  'Garden party',
  'City lights',
  'Winter swim',
  'Book club',
  'Open house',
  'Last tram',
]
const WORDS =
  'We spent the morning on the quay watching the boats come in while the town slowly woke up around the market square and the bakeries opened their doors to the first visitors of the day'
const img = (/** @type {string} */ type, /** @type {number} */ n) =>
  `/streams-media/${type}-${n}.svg`
const day = (/** @type {number} */ n) => `2026-03-${String(n).padStart(2, '0')}T09:00:00`

/** @type {Record<string, (title: string, n: number) => object>} */
const SHAPES = {
  flickr: (title, n) => ({
    id: `${5300 + n}`,
    owner: '99@N01',
    secret: 'f00',
    server: '65535',
    title,
    description: { _content: `${WORDS} (${n})` },
    ownername: 'Ana Lind',
    datetaken: day(n).replace('T', ' '),
    views: `${100 * n}`,
    tags: 'travel sea',
    url_l: img('flickr', n),
  }),
  facebook: (title, n) => ({
    id: `100_${n}`,
    message: `${title}\n${WORDS}`,
    created_time: `${day(n)}+0000`,
    full_picture: img('facebook', n),
    permalink_url: `https://www.facebook.com/100/posts/${n}`,
    from: { name: 'Cafe Nord', id: '100' },
    likes: { summary: { total_count: 10 + n } },
    comments: { summary: { total_count: n } },
    shares: { count: n % 4 },
  }),
  instagram: (title, n) => ({
    id: `1790${n}`,
    caption: `${title}\n${WORDS} #travel`,
    media_type: 'IMAGE',
    media_url: img('instagram', n),
    permalink: `https://www.instagram.com/p/strata${n}/`,
    timestamp: `${day(n)}+0000`,
    username: 'strata.travels',
    like_count: 30 * n,
    comments_count: n,
  }),
  twitter: (title, n) => ({
    id_str: `1500${n}`,
    full_text: `${title}: ${WORDS.slice(0, 80)} &amp; more`,
    created_at: `Mon Mar ${String(n).padStart(2, '0')} 09:00:00 +0000 2026`,
    user: { name: 'Strata', screen_name: 'strata' },
    entities: { media: [{ media_url_https: img('twitter', n) }] },
    favorite_count: 5 * n,
    retweet_count: n,
  }),
  vimeo: (title, n) => ({
    uri: `/videos/${700 + n}`,
    name: title,
    description: WORDS,
    link: `https://vimeo.com/${700 + n}`,
    created_time: `${day(n)}+00:00`,
    duration: 60 + n,
    pictures: {
      sizes: [
        { width: 295, link: img('vimeo', n) },
        { width: 1280, link: img('vimeo', n) },
      ],
    },
    user: { name: 'Studio North' },
    stats: { plays: 1000 + n },
    metadata: { connections: { likes: { total: 20 + n }, comments: { total: n } } },
  }),
  youtube: (title, n) => ({
    kind: 'youtube#searchResult',
    id: { kind: 'youtube#video', videoId: `vid${n}` },
    snippet: {
      title,
      description: WORDS,
      publishedAt: `${day(n)}Z`,
      channelTitle: 'Strata TV',
      thumbnails: { high: { url: img('youtube', n), width: 480, height: 360 } },
    },
    statistics: { viewCount: `${5000 + n}`, likeCount: `${80 + n}`, commentCount: `${n}` },
  }),
  woo: (title, n) => ({
    id: 40 + n,
    name: title,
    permalink: `https://shop.example/product/item-${n}/`,
    date_created: day(n),
    description: `<p>${WORDS}</p>`,
    short_description: `<p>${WORDS.slice(0, 60)}</p>`,
    sku: `SKU-${n}`,
    price: `${20 + n}`,
    regular_price: `${25 + n}`,
    sale_price: `${20 + n}`,
    average_rating: '4.50',
    rating_count: n,
    stock_status: 'instock',
    categories: [{ id: 1, name: 'Prints' }],
    images: [{ id: n, src: img('woo', n), alt: title }],
  }),
  post: (title, n) => ({
    id: 900 + n,
    date: day(n),
    link: `https://blog.example/${n}/`,
    title: { rendered: title },
    content: { rendered: `<p>${WORDS}</p><p>Second paragraph ${n}.</p>` },
    excerpt: { rendered: `<p>${WORDS}</p>` },
    _embedded: {
      author: [{ id: 1, name: 'Jo Berg' }],
      'wp:featuredmedia': [{ id: n, source_url: img('post', n) }],
      'wp:term': [[{ id: 3, name: 'Travel' }]],
    },
  }),
  'wp-gallery': (title, n) => ({
    id: 300 + n,
    date: day(n),
    link: `https://site.example/?attachment_id=${300 + n}`,
    source_url: img('wp-gallery', n),
    title: { rendered: title },
    caption: { rendered: `<p>${title} in the gallery</p>` },
    alt_text: title,
  }),
}

for (const [type, shape] of Object.entries(SHAPES)) {
  const items = TOPICS.map((title, i) => shape(title, i + 1))
  writeFileSync(new URL(`./${type}.json`, import.meta.url), `${JSON.stringify(items, null, 2)}\n`)
}
