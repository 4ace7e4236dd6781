// Writes the test pages' module files (run by hand after a change: node modules/make.mjs).
// Small modules written for these tests: three slides, a 1240 x 400 grid at every level with a
// fixed height (respectRatio off), a coloured background and a headline per slide.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const COLOURS = ['#1c1f4a', '#4a1c2f', '#1c4a33']

const text = (id, words) => ({
  id,
  type: 'text',
  content: { text: words },
  font: { family: 'Georgia, serif', size: 40, weight: 700 },
  lh: 48,
  color: '#ffffff',
  pos: { x: 40, y: 40 },
})
const background = (id, colour) => ({
  id,
  type: 'shape',
  subtype: 'slidebg',
  bg: { color: colour },
})

/** A module: `name` in its titles, `lazy` slide keys left with empty layers. */
export function module(id, name, { lazy = [], nav = false } = {}) {
  const slides = {}
  for (let i = 1; i <= 3; i++)
    slides[i] = {
      id: i,
      slide: { title: `${name} ${i}`, order: i },
      layers: lazy.includes(i)
        ? []
        : { 6: background(6, COLOURS[i - 1]), 7: text(7, `${name} slide ${i}`) },
    }
  return {
    id,
    settings: {
      title: name,
      alias: name.toLowerCase().replace(/\W+/g, '-'),
      size: { width: [1240, 1240, 1024, 778, 480], height: 400, respectRatio: false },
      slideshow: { auto: false },
      ...(nav && { nav: { arrows: { set: true } } }),
    },
    slides,
  }
}

/** What the site answers for one lazy slide's layers (get_full_slider_object with slideid). */
export const lazyLayers = (name, key) => ({
  6: background(6, COLOURS[key - 1]),
  7: text(7, `${name} lazy slide ${key}`),
})

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(here, 'hero.json'), `${JSON.stringify(module('SR7_7_1', 'Hero'), null, 1)}\n`)
  writeFileSync(join(here, 'news.json'), `${JSON.stringify(module('SR7_8_1', 'News'), null, 1)}\n`)
}
