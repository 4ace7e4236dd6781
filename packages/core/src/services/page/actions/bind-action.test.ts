import { describe, expect, it, vi } from 'vitest'
import { createFakeScheduler } from '../../../scheduler/fake-scheduler'
import { ACTION_DEBOUNCE, bindAction } from './bind-action'
import { readAction } from './read-action'

function setup(raw: Record<string, number | string>) {
  const scheduler = createFakeScheduler()
  const el = document.createElement('button')
  const record = readAction({ a: 'next', ...raw }, 'actions.0', () => {})!
  const run = vi.fn()
  const unbind = bindAction(el, record, run, scheduler)
  return { scheduler, el, run, unbind, click: () => el.dispatchEvent(new Event('click')) }
}

describe('bindAction', () => {
  it('Action debounce 19 ms: clicks closer together run the action once', () => {
    expect(ACTION_DEBOUNCE).toBe(19)
    const { scheduler, run, click } = setup({})
    click()
    scheduler.tick(10)
    click()
    scheduler.tick(10)
    click()
    scheduler.tick(15)
    expect(run).not.toHaveBeenCalled()
    scheduler.tick(10)
    expect(run).toHaveBeenCalledOnce()
  })

  it('d delays the action by that many ms after the debounce', () => {
    const { scheduler, run, click } = setup({ d: 500 })
    click()
    scheduler.tick(19 + 480)
    expect(run).not.toHaveBeenCalled()
    scheduler.tick(40)
    expect(run).toHaveBeenCalledOnce()
  })

  it('rd rate-limits it: at most one run per rd ms, later ones are dropped', () => {
    const { scheduler, run, click } = setup({ rd: 1000 })
    click()
    scheduler.tick(50)
    click()
    scheduler.tick(50)
    expect(run).toHaveBeenCalledOnce()
    scheduler.tick(1000)
    click()
    scheduler.tick(50)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('binds the record’s evt (mouseenter) rather than click', () => {
    const { scheduler, el, run } = setup({ evt: 'mouseenter' })
    el.dispatchEvent(new Event('click'))
    scheduler.tick(50)
    expect(run).not.toHaveBeenCalled()
    el.dispatchEvent(new Event('mouseenter'))
    scheduler.tick(50)
    expect(run).toHaveBeenCalledOnce()
  })

  it('unbind removes the listener and cancels a pending run', () => {
    const { scheduler, run, click, unbind } = setup({ d: 100 })
    click()
    scheduler.tick(30)
    unbind()
    scheduler.tick(200)
    click()
    scheduler.tick(200)
    expect(run).not.toHaveBeenCalled()
    expect(scheduler.size()).toBe(0)
  })
})

// Bad-input table: malformed records and bad numbers, each with its outcome.
const bad: Array<[string, unknown, Array<[string, string]>, object | null]> = [
  ['not a record', 'next', [['actions.0', 'must be an action record; ignored']], null],
  ['an array', ['next'], [['actions.0', 'must be an action record; ignored']], null],
  ['no action name', { evt: 'click' }, [['actions.0.a', 'must name an action; ignored']], null],
  ['an empty name', { a: '  ' }, [['actions.0.a', 'must name an action; ignored']], null],
  [
    'a negative delay',
    { a: 'next', d: -5 },
    [['actions.0.d', 'must be a number of ms, 0 or more; using 0']],
    { d: 0 },
  ],
  [
    'a text rate limit',
    { a: 'next', rd: 'soon' },
    [['actions.0.rd', 'must be a number of ms, 0 or more; using 0']],
    { rd: 0 },
  ],
  [
    'NaN delay',
    { a: 'next', d: Number.NaN },
    [['actions.0.d', 'must be a number of ms, 0 or more; using 0']],
    { d: 0 },
  ],
  [
    'an event that is a number',
    { a: 'next', evt: 7 },
    [['actions.0.evt', 'must be an event name; using click']],
    { evt: 'click' },
  ],
  ['numbers as strings', { a: 'next', d: '250', rd: ' 90 ' }, [], { d: 250, rd: 90 }],
  [
    'one src id, numeric',
    { a: 'next', src: 9, target: [3, '4', null] },
    [],
    { src: ['9'], target: ['3', '4'] },
  ],
]

describe('readAction bad input', () => {
  it.each(bad)('%s', (_, raw, reports, fields) => {
    const report = vi.fn()
    const record = readAction(raw as never, 'actions.0', report)
    expect(report.mock.calls).toEqual(reports)
    if (fields === null) expect(record).toBeNull()
    else expect(record).toMatchObject(fields)
  })
})
