import type { RawRecord } from '@strata/core'
import { FILES, layer, mediaModule } from './data'

/**
 * The modules the browser tests open (`?m=<name>` on the media-fixture demo):
 * - `html5`: an html5 video that autoplays (muted), waits the slideshow and goes to the next
 *   slide at its end, played from 0.5 s to 1.5 s.
 * - `audio`: an audio layer with controls, looping, played by its control.
 * - `facade`: three YouTube layers and a Vimeo one, posters only until played, and a YouTube
 *   layer with no poster (the thumbnail option's) played from 0:01 to 2 s.
 * - `layout`: image layers tiled, at a custom size and placed by `pos`; a global slide's image,
 *   svg and html5 video over both slides.
 * - `moved`: a text slide, then two slides of an html5 video each (autoplaying, muted, looping),
 *   for `slider.removeSlide`: the videos move down one index with their slides.
 * - `late`: a YouTube layer that autoplays, then a text slide: a visitor moves on before the
 *   player has loaded.
 * - `bad`: the bad-input table: an unknown video type, a missing src, a broken poster, an empty
 *   svg and one holding `<script>`, next to a good image and svg.
 */
export const FIXTURES: Record<string, () => RawRecord> = {
  html5: () =>
    mediaModule('media-html5', [
      [
        layer(
          'video',
          {
            src: FILES.video,
            poster: FILES.poster,
            // Muted by the data: whether a browser lets a page autoplay with sound varies (headless
            // Chromium sometimes does), and this fixture is about the timer, start, end and next.
            mute: true,
            pauseTimer: true,
            nextSlide: true,
            start: 0.5,
            end: '0:01.5',
          },
          { x: 20, y: 20, w: 480 },
          { id: 'clip' },
        ),
      ],
      [layer('text', { text: 'After the clip' }, { x: 20, y: 20, w: 400 }, { id: 'after' })],
    ]),
  audio: () =>
    mediaModule('media-audio', [
      [
        layer(
          'audio',
          { src: FILES.audio, autoPlay: false, controls: true, loop: true },
          { x: 20, y: 320, w: 300 },
          { id: 'tone' },
        ),
      ],
    ]),
  facade: () =>
    mediaModule('media-facade', [
      [
        layer(
          'video',
          { type: 'youtube', src: 'M7lc1UVf-VE', poster: FILES.poster, autoPlay: false },
          { x: 20, y: 20, w: 360 },
          { id: 'yt1' },
        ),
        layer(
          'video',
          {
            type: 'youtube',
            src: 'https://youtu.be/aqz-KE-bpKQ',
            poster: FILES.poster,
            autoPlay: false,
            stopAllMedia: true,
          },
          { x: 400, y: 20, w: 360 },
          { id: 'yt2' },
        ),
        layer(
          'video',
          { type: 'youtube', src: 'dQw4w9WgXcQ', poster: FILES.poster, autoPlay: false },
          { x: 780, y: 20, w: 360 },
          { id: 'yt3' },
        ),
        layer(
          'video',
          { type: 'vimeo', src: '76979871', poster: FILES.poster, autoPlay: false },
          { x: 20, y: 300, w: 360 },
          { id: 'vm' },
        ),
        layer(
          'video',
          { type: 'youtube', src: 'M7lc1UVf-VE', autoPlay: false, start: '0:01', end: 2 },
          { x: 400, y: 300, w: 360 },
          { id: 'range' },
        ),
      ],
      [],
    ]),
  layout: () => {
    const m = mediaModule('media-layout', [
      [
        layer(
          'image',
          { src: FILES.poster, repeat: 'repeat', size: 'percentage', sizeVal: '25%' },
          { x: 20, y: 20, w: 400, h: 200 },
          { id: 'tiled', acc: { label: 'Tiled' } },
        ),
        layer(
          'image',
          { src: FILES.poster, size: 'custom', sizeVal: '50%', pos: 'right bottom' },
          { x: 440, y: 20, w: 400, h: 200 },
          { id: 'custom' },
        ),
        layer(
          'image',
          { src: FILES.poster, size: 'contain', pos: 'left top' },
          { x: 20, y: 240, w: 400, h: 100 },
          { id: 'corner' },
        ),
      ],
      [layer('text', { text: 'Slide two' }, { x: 20, y: 20, w: 400 }, { id: 'two' })],
    ])
    const global = [
      layer(
        'image',
        { src: FILES.poster, size: 'contain' },
        { x: 1000, y: 20, w: 200, h: 112 },
        { id: 'glogo', acc: { label: 'Brand' } },
      ),
      layer('svg', { src: FILES.icon }, { x: 940, y: 20, w: 48, h: 48 }, { id: 'gicon' }),
      layer(
        'video',
        { src: FILES.video, poster: FILES.poster, mute: true, loop: true },
        { x: 900, y: 420, w: 320 },
        { id: 'gclip' },
      ),
    ]
    ;(m.slides as RawRecord).g = {
      id: 'g',
      global: true,
      slide: { order: 0, pos: 'front' },
      layers: Object.fromEntries(global.map((l) => [String(l.id), l])),
    }
    return m
  },
  moved: () => {
    const clip = (id: string) =>
      layer(
        'video',
        { src: FILES.video, poster: FILES.poster, mute: true, loop: true },
        { x: 20, y: 20, w: 480 },
        { id },
      )
    return mediaModule('media-moved', [
      [layer('text', { text: 'Removed first' }, { x: 20, y: 20, w: 400 }, { id: 'first' })],
      [clip('one')],
      [clip('two')],
    ])
  },
  late: () =>
    mediaModule('media-late', [
      [
        layer(
          'video',
          { type: 'youtube', src: 'M7lc1UVf-VE', poster: FILES.poster },
          { x: 20, y: 20, w: 480 },
          { id: 'yt' },
        ),
      ],
      [layer('text', { text: 'Moved on' }, { x: 20, y: 20, w: 400 }, { id: 'next' })],
    ]),
  bad: () =>
    mediaModule('media-bad', [
      [
        layer(
          'video',
          { type: 'flash', src: '/a.swf' },
          { x: 20, y: 20, w: 240 },
          { id: 'badtype' },
        ),
        layer(
          'video',
          { type: 'html5', poster: FILES.poster },
          { x: 280, y: 20, w: 240 },
          { id: 'nosrc' },
        ),
        layer(
          'video',
          { src: FILES.video, poster: '/layers-media/missing.jpg', autoPlay: false },
          { x: 540, y: 20, w: 240 },
          { id: 'badposter' },
        ),
        layer(
          'svg',
          { src: '/layers-media/empty.svg' },
          { x: 20, y: 220, w: 100, h: 100 },
          { id: 'emptysvg' },
        ),
        layer(
          'svg',
          { src: '/layers-media/script.svg' },
          { x: 140, y: 220, w: 100, h: 100 },
          { id: 'scriptsvg' },
        ),
        layer(
          'svg',
          { src: FILES.icon },
          { x: 260, y: 220, w: 100, h: 100 },
          { id: 'goodsvg', svg: { color: '#3f88c5' } },
        ),
        layer('image', { src: FILES.poster }, { x: 380, y: 220, w: 160, h: 90 }, { id: 'goodimg' }),
        layer('text', { text: 'Still working' }, { x: 20, y: 360, w: 300 }, { id: 'ok' }),
      ],
    ]),
}
