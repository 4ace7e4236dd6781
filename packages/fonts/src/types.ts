/** Load status of one font weight (docs/behaviour.md §4): 0 required, a job id while loading, 2 loaded. */
export type FontStatus = 0 | 2 | string

/** Status per weight, e.g. `{ 400: 0, 700: 0 }`. */
export type FontWeights = Record<number, FontStatus>

/** A font the module uses (docs/behaviour.md §3 "Font record"). */
export interface FontRecord {
  /** Family name as sent to the font provider (first of a stack, unquoted). */
  name: string
  /** Family as authored (may be a stack: `"'Open Sans', sans-serif"`). */
  family: string
  /** Upright weights. @default { 400: 0 } when no weight is given */
  normal: FontWeights
  /** Italic weights. @default {} */
  italic: FontWeights
  /** Stylesheet URL of a custom font; '' loads from the provider. @default '' */
  url: string
  /** A web-safe font: never requested from the provider (docs/behaviour.md §5). */
  webSafe: boolean
  /** An icon font (`icon: true` in the data, or a family Strata knows as one). @default false */
  icon: boolean
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Fonts the module uses; present only when `@strata/fonts`'s part ran (then `[]` at least). */
    fonts?: FontRecord[]
  }
}

/** `slider.plugin('fonts')`. */
export interface FontsApi {
  /** A family's status per weight (0 required, a job id while loading, 2 loaded), if the module uses it. */
  status(family: string): { normal: FontWeights; italic: FontWeights } | undefined
  /** The stylesheets this module asked for (provider, custom and icon fonts), in order. */
  urls(): readonly string[]
  /** Settles once every stylesheet and font wait of this module has. */
  settled(): Promise<void>
}

declare module '@strata/core' {
  interface PluginApis {
    fonts: FontsApi
  }
  interface SliderEvents {
    /** A face of a family arrived; text layers were laid out again. */
    'fonts:loaded': { family: string; weight: number; style: 'normal' | 'italic' }
  }
}
