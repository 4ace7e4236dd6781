// The scroll pages' module (gsap-global.html, scroll-only.html): one slide whose `drift` text
// layer has scroll modifiers (y 100, opacity 0.5) and depth level 10, parallax of `type`
// ('3D', 'mouse' or 'scroll').
const text = (id, mod) => ({
  id,
  type: 'text',
  content: { text: id },
  pos: { x: [100, '#a', '#a', '#a', '#a'], y: [100, '#a', '#a', '#a', '#a'] },
  font: { size: [32, '#a', '#a', '#a', '#a'] },
  mod,
})

/** @param {'3D' | 'mouse' | 'scroll'} type */
export const scrollModule = (type) => ({
  id: 'SR7_12_1',
  settings: {
    alias: 'scroll',
    size: { width: [1240, 1240, 1024, 778, 480], height: 400 },
    mod: { use: true, type },
  },
  slides: {
    1: {
      id: 1,
      slide: { title: 'Scroll', order: 1 },
      layers: {
        1: { id: 1, type: 'shape', subtype: 'slidebg', bg: { color: '#1c3a4a' } },
        drift: text('drift', { d: 10, sc: { y: 100, o: 0.5 } }),
      },
    },
  },
})
