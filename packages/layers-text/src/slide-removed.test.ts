import { afterEach, expect, it, vi } from 'vitest'
import { loadLooks } from './css/looks-chunk'
import { layersText } from './plugin'
import { layersModule, mount } from './timeline/test-harness'

// The looks chunk arrives when the test lets it: a slide can be removed while it is on its way.
const looks = vi.hoisted(() => {
  let open = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  return { gate, open: () => open() }
})
vi.mock('./css/looks-chunk', async (importOriginal) => {
  const real = await importOriginal<typeof import('./css/looks-chunk')>()
  return { ...real, loadLooks: () => looks.gate.then(real.loadLooks) }
})

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

it('a slide built before its looks came is drawn with them under its new index, an earlier slide removed meanwhile', async () => {
  // No `prepare`: the data is seen only as its slides are built (slides that come later).
  const { prepare: _, ...late } = layersText()
  const shadow = { boxShadow: { use: true, y: 10, b: 20, c: '#000' } }
  h = await mount(layersModule([[{ id: 1 }], [{ id: 2 }], [{ id: 3, ...shadow }]]), {
    fixture: false,
    plugins: [late],
  })
  // The last slide, built as the first one's neighbour, waits for the looks chunk.
  expect(h.layer(2, 3)).not.toBeNull()
  h.slider.removeSlide(1)
  await h.run(200)
  looks.open()
  await loadLooks()
  await h.run(100)
  expect(h.layer(1, 3)?.style.boxShadow).toBe('0px 10px 20px 0px #000')
  expect(h.slider.report).toEqual([])
})
