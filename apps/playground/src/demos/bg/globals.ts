declare global {
  interface Window {
    /** The bg-fixture demo's preset names (@strata/bg-transitions PRESETS). */
    __bgPresets?: string[]
  }
}

export {}
