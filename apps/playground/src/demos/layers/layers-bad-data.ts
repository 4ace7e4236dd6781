import type { RawRecord } from '@strata/core'

/** Bad input among valid layers: each bad part is reported, the valid layers render. */
export const BAD_LAYERS: RawRecord = {
  ok1: { id: 'ok1', type: 'text', content: { text: 'Valid A' }, pos: { x: 40, y: 40 } },
  ok2: { id: 'ok2', type: 'text', content: { text: 'Valid B' }, pos: { x: 40, y: 100 } },
  alien: { id: 'alien', type: 'hologram', content: { text: 'never shown' } },
  tl: {
    id: 'tl',
    type: 'text',
    content: { text: 'Broken tl' },
    pos: { x: 40, y: 160 },
    tl: { in: 'fade please', out: { content: { all: 'nope' } } },
  },
  nonsense: {
    id: 'nonsense',
    type: 'text',
    content: { text: 'Nonsense style' },
    pos: { x: '{-50,50}', y: 220 },
    font: { size: 'huge', weight: 'heavy' },
    color: { what: 1 },
    border: { s: 'wavy', w: 'thick' },
    overlay: { use: true, pattern: 99 },
  },
  cyc1: { id: 'cyc1', type: 'text', pid: 'cyc2', content: { text: 'Cycle 1' } },
  cyc2: {
    id: 'cyc2',
    type: 'text',
    pid: 'cyc1',
    content: { text: 'Cycle 2' },
    pos: { x: 40, y: 280 },
  },
  evil: {
    id: 'evil',
    type: 'text',
    content: {
      text: 'Safe<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">',
    },
    pos: { x: 40, y: 340 },
  },
}
