import type { SizeSettings } from '../types/model'

/** A size for layout tests: the default widths, heights chosen so each level differs. */
export const TEST_SIZE: SizeSettings = {
  width: [1600, 1240, 1024, 778, 480],
  height: [900, 700, 600, 500, 640],
  minHeight: 0,
  maxHeight: 0,
  fullWidth: true,
  fullHeight: false,
  upscaling: false,
  respectRatio: true,
  padding: [0, 0, 0, 0],
  margins: [0, 0, 0, 0],
}
