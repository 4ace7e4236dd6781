export interface ParallaxOptions {
  /** On touch-only devices, device orientation drives the layers (after iOS's permission grant). @default true */
  orientation?: boolean
}
