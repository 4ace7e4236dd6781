import { afterEach, describe, expect, it, vi } from 'vitest'
import { createReportLog } from './report-log'

afterEach(() => vi.restoreAllMocks())

describe('report log', () => {
  it('logs each batch of problems once, naming the module, every path and message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const log = createReportLog(() => 'hero')
    log.add('slides.2.layers', 'must be an object; ignored')
    log.add('settings.size.width.1', 'must be a number; using 1240')
    expect(log.flush()).toHaveLength(2)
    expect(log.flush()).toHaveLength(0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('module "hero": 2 problem(s)')
    expect(warn.mock.calls[0]?.[0]).toContain('slides.2.layers: must be an object; ignored')
    log.add('slides.9', 'later problem')
    expect(log.flush()).toEqual([{ path: 'slides.9', message: 'later problem' }])
    expect(log.entries).toHaveLength(3)
  })
})
