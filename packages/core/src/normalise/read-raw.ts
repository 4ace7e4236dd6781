import type { ModuleModel } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { readModule } from './normalise-module'

/**
 * How `@strata/core`'s `createSlider` reads the loaded data (a `ModuleReader`): the plugins'
 * `prepare` hooks run on it, then it is read into a lazy model (each slide read in full when
 * first shown, so init stays flat as slides grow), its problems reported as found.
 */
export async function readRaw(
  data: unknown,
  prepare: (data: unknown) => Promise<unknown>,
  parts: () => readonly PartNormaliser[],
  report: Reporter,
): Promise<ModuleModel> {
  return readModule(await prepare(data), { parts: parts(), lazy: true, report }).model
}
