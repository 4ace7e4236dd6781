import { afterEach, describe, expect, it, vi } from 'vitest'
import { fillCss, fillHtml } from './skins/template'
import { mountNav, navModule } from './test-slider'

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

describe.each(PROTO_KEYS)('a nav name %s is looked up in own properties only', (key) => {
  it('as a skin name it is an unknown skin: reported, the default skin is used, nav still sets up', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true, key } } }))
    done = t.done
    expect(t.slider.report).toContainEqual({
      path: 'settings.nav.arrows.key',
      message: `unknown skin "${key}" and no css template; using "strata"`,
    })
    expect(t.root.querySelector('.strata-arrow.strata-skin-strata')).not.toBeNull()
    expect(t.slider.report.some((e) => e.path === 'plugins.nav')).toBe(false)
  })

  it('as a placeholder it has no value', () => {
    const report = vi.fn()
    expect(fillCss(`.a{color:##${key}##}`, {}, report, 'p')).toBe('.a{color:}')
    expect(report).toHaveBeenCalledWith('p', `has no value for ##${key}##; left empty`)
    expect(fillHtml(`<b>{{${key}}}</b>`, {}, report, 'p')).toBe('<b></b>')
  })
})
