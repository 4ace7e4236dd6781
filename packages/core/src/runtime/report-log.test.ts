// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createReportLog } from './report-log'

afterEach(() => vi.restoreAllMocks())
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('report log', () => {
  it('logs each batch of problems once, naming the module, every path and message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const batches: number[] = []
    const log = createReportLog(
      () => 'hero',
      (batch) => batches.push(batch.length),
    )
    log.add('slides.2.layers', 'must be an object; ignored')
    log.add('settings.size.width.1', 'must be a number; using 1240')
    await tick()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('module "hero": 2 problem(s)')
    expect(warn.mock.calls[0]?.[0]).toContain('slides.2.layers: must be an object; ignored')
    log.add('slides.9', 'later problem')
    await tick()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(batches).toEqual([2, 1])
    expect(log.entries).toHaveLength(3)
  })
})
