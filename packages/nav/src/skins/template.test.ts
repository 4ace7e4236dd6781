// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fillCss, fillHtml, placeholderValue, placeholderValues } from './template'

const collect = () => {
  const entries: { path: string; message: string }[] = []
  return { entries, report: (path: string, message: string) => entries.push({ path, message }) }
}

describe('CSS templates', () => {
  it('fills ##name## placeholders from def, with cst values over them', () => {
    const values = placeholderValues(
      { bg: 'red', size: 40 },
      { bg: { type: 'solid', string: 'rgba(0,0,0,0.5)' } },
    )
    const { entries, report } = collect()
    const css = fillCss('.a{background:##bg##;width:##size##px}', values, report, 'p')
    expect(css).toBe('.a{background:rgba(0,0,0,0.5);width:40px}')
    expect(entries).toEqual([])
  })

  it('a placeholder without a value is reported and left empty', () => {
    const { entries, report } = collect()
    expect(fillCss('.a{color:##c##}', {}, report, 'settings.nav.arrows.css')).toBe('.a{color:}')
    expect(entries).toEqual([
      { path: 'settings.nav.arrows.css', message: 'has no value for ##c##; left empty' },
    ])
  })

  it('a broken template (stray ##, unbalanced braces, markup) is reported and not used', () => {
    for (const broken of ['.a{color:##c}', '.a{color:red', '</style><script>']) {
      const { entries, report } = collect()
      expect(fillCss(broken, { c: 'red' }, report, 'x.css')).toBeUndefined()
      expect(entries[0]?.message).toMatch(/not a valid CSS template.*using the default skin/)
    }
  })

  it('values that could break out of a declaration are dropped', () => {
    expect(placeholderValues({ a: 'red;}body{display:none', b: '#fff' })).toEqual({ b: '#fff' })
    expect(placeholderValue({ v: 12 })).toBe('12')
    expect(placeholderValue(null)).toBeUndefined()
  })
})

describe('HTML templates', () => {
  it('fills slide placeholders ({{title}}, {{description}}, {{param1}}) escaped', () => {
    const { entries, report } = collect()
    const html = fillHtml(
      '<b>{{title}}</b><i>{{ description }}</i><s>{{param1}}</s><u>{{param9}}</u>',
      { title: 'A & <B>', description: 'Desc', param1: 'P1' },
      report,
      'p',
    )
    expect(html).toBe('<b>A &#38; &#60;B&#62;</b><i>Desc</i><s>P1</s><u></u>')
    expect(entries).toEqual([])
  })

  it('a broken HTML template is reported and not used', () => {
    const { entries, report } = collect()
    expect(fillHtml('<b>{{title</b>', { title: 'x' }, report, 'h')).toBeUndefined()
    expect(entries[0]?.path).toBe('h')
  })
})
