// The bench page: a long page with one module of 30 parallax layers (each a depth level, and
// scroll modifiers on offset, opacity and blur), loaded from the built packages through an
// import map. `mode` is the module's mod.type ('mousescroll' or '3d', the tilt with its plane
// depth, spacing and shadows), or 'off': the same page with the plugin idle, as a baseline.

/**
 * 30 layers: levels 1..30 (in 3D mode 3..18 in six planes, as a real scene has: 30 planes 15 px
 * apart would stand layers beyond the 600 px perspective), a third with y offsets, a third
 * fading, a third blurring.
 */
export function benchModule(mode) {
  const layers = {}
  for (let i = 1; i <= 30; i++) {
    const sc = i % 3 === 0 ? { y: 4 * i } : i % 3 === 1 ? { o: 0.3 } : { b: 3 }
    layers[i] = {
      id: `l${i}`,
      type: i % 2 ? 'shape' : 'text',
      content: { text: `Layer ${i}` },
      pos: { x: (i * 37) % 1100, y: (i * 53) % 520 },
      size: i % 2 ? { w: 80 + i * 4, h: 40 + i * 2 } : {},
      bg: { color: `hsl(${i * 12}, 70%, 55%)` },
      color: '#fff',
      mod: { d: mode === '3d' ? 3 * (1 + (i % 6)) : i, sc },
    }
  }
  return {
    id: 'bench',
    settings: {
      alias: 'bench',
      size: { width: [1240, 1240, 1024, 778, 480], height: [600, 600, 560, 520, 560] },
      mod: { use: mode !== 'off', type: mode === 'off' ? 'mousescroll' : mode },
    },
    slides: { 1: { id: 1, slide: { title: 'Bench', order: 1 }, layers } },
  }
}

export const IMPORTS = {
  '@strata/core': '/pkg/core/dist/index.js',
  '@strata/core/kit': '/pkg/core/dist/kit.js',
  '@strata/core/layers': '/pkg/core/dist/layers.js',
  '@strata/core/page': '/pkg/core/dist/page.js',
  '@strata/core/sanitize': '/pkg/core/dist/sanitize.js',
  '@strata/layers-text': '/pkg/layers-text/dist/index.js',
  '@strata/parallax': '/pkg/parallax/dist/index.js',
  gsap: '/gsap/index.js',
  'gsap/SplitText': '/gsap/SplitText.js',
  'gsap/ScrollTrigger': '/gsap/ScrollTrigger.js',
  dompurify: '/dompurify/dist/purify.es.mjs',
}

export function benchHtml(mode) {
  return `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">${JSON.stringify({ imports: IMPORTS })}</script>
<style>body{margin:0;font-family:sans-serif}.pad{height:110vh}</style></head><body>
<div class="pad"></div><div id="bench"></div><div class="pad"></div><div class="pad"></div>
<script type="module">
import { createSlider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { parallax } from '@strata/parallax'
const module = ${JSON.stringify(benchModule(mode))}
const slider = createSlider(document.getElementById('bench'), { module, plugins: [layersText(), parallax()] })
window.__slider = slider
slider.ready.then(() => { window.__ready = true })
</script></body></html>`
}
