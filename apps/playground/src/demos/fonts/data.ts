import type { RawRecord } from '@strata/core'

/** A text layer at (x, y) of the grid. */
const text = (id: string, y: number, content: string, font: RawRecord, extra: RawRecord = {}) => ({
  id,
  type: 'text',
  content: { text: content },
  pos: { x: 40, y },
  font: { size: 36, ...font },
  lh: 44,
  ...extra,
})

/** Wrapped in a fixed width: its height is its line count. */
const wrapped = { size: { w: 420 }, ws: 'normal' }

/**
 * Three families (Roboto 400 + 700, Lato, Open Sans upright and, on slide 2 only, italic), each in
 * a one-line layer whose width follows its text and a wrapped one whose height follows its
 * lines; a Material Icons ligature and a Font Awesome icon.
 */
export function fontsModule(alias: string, bad = false): RawRecord {
  const slide1: RawRecord = {
    roboto: text('roboto', 20, 'Roboto arrives', { family: 'Roboto' }),
    robotoBold: text('robotoBold', 70, 'Roboto bold', { family: 'Roboto', weight: 700 }),
    lato: text('lato', 120, 'Lato arrives too', { family: 'Lato' }),
    openSans: text('openSans', 170, 'Open Sans as well', { family: "'Open Sans', sans-serif" }),
    wrapLato: text(
      'wrapLato',
      230,
      'Sliders that keep their place while the fonts arrive',
      { family: 'Lato' },
      wrapped,
    ),
    // A line that flows: the second layer sits where the first one's text ends, so it moves
    // if that text changes width (a layout shift).
    zone: { id: 'zone', type: 'zone', pos: { v: 'bottom', y: 0 }, size: { h: 60 } },
    row: { id: 'row', type: 'row', pid: 'zone' },
    column: { id: 'column', type: 'column', pid: 'row', col: '1/1' },
    flowFirst: text(
      'flowFirst',
      0,
      'Lato first,',
      { family: 'Lato' },
      { pid: 'column', display: 'inline-block' },
    ),
    flowSecond: text(
      'flowSecond',
      0,
      'Roboto after it',
      { family: 'Roboto' },
      {
        pid: 'column',
        display: 'inline-block',
      },
    ),
    material: text('material', 400, '<i class="material-icons">chevron_left</i>', {
      family: 'Roboto',
    }),
    awesome: text(
      'awesome',
      400,
      '<i class="fa fa-star"></i>',
      { family: 'Roboto' },
      {
        pos: { x: 120, y: 400 },
      },
    ),
  }
  if (bad) {
    slide1.quoted = text('quoted', 460, 'Quoted', { family: 'Evil";} body{color:red' })
    slide1.semicolon = text('semicolon', 480, 'Semi', { family: 'Bad;Family' })
    slide1.bold = text('bold', 500, 'Bold word', { family: 'Lato', weight: 'bold' })
  }
  return {
    id: alias,
    settings: {
      alias,
      size: { width: [1240, 1240, 1024, 778, 480], height: [560, 560, 560, 560, 560] },
      slideshow: { auto: false },
      fonts: bad ? [{ family: 'Mystery Icons', icon: true }] : [],
    },
    slides: {
      s1: { id: 's1', slide: { title: 'Fonts' }, layers: slide1 },
      s2: {
        id: 's2',
        slide: { title: 'Italic' },
        layers: {
          italic: text('italic', 20, 'Open Sans italic', {
            family: 'Open Sans',
            style: 'italic',
          }),
          // Web-safe: never requested.
          safe: text('safe', 80, 'Georgia stays local', { family: 'Georgia' }),
        },
      },
    },
  }
}
