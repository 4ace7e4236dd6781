import { LEVEL_NAMES, type Level, type ModuleModel } from '@strata/core'

/** docs/behaviour.md §9: the default grid widths, widest first (largedesktop … mobile). */
export const DEFAULT_WIDTHS = [1600, 1240, 1024, 778, 480] as const

export interface DevicePreset {
  level: Level
  name: (typeof LEVEL_NAMES)[number]
  /**
   * Preview container width in CSS px, so core picks that level: largedesktop's grid width, and
   * 1 px under each narrower level's breakpoint (a level applies below its width: a container as
   * wide as a breakpoint belongs to the wider level, docs/behaviour.md §9).
   */
  width: number
}

/** One preset per device level, from the module's own grid widths once it is loaded. */
export function devicePresets(model: ModuleModel | undefined): DevicePreset[] {
  const widths = model?.settings.size.width ?? DEFAULT_WIDTHS
  return LEVEL_NAMES.map((name, i) => {
    const width = widths[i] ?? DEFAULT_WIDTHS[i] ?? 480
    return { level: i as Level, name, width: i ? width - 1 : width }
  })
}
