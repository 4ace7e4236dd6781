/** Overlay patterns 1 to 5 over a slide background, as CSS background layers (a pattern, its tile size). */
export const OVERLAY_CSS: Readonly<Record<number, readonly [string, string]>> = {
  1: ['radial-gradient(rgba(0,0,0,.5) 1px,transparent 1.5px)', '3px 3px'],
  2: ['radial-gradient(rgba(0,0,0,.5) 1.5px,transparent 2px)', '6px 6px'],
  3: ['repeating-linear-gradient(0deg,rgba(0,0,0,.35) 0 1px,transparent 1px 3px)', 'auto'],
  4: ['repeating-linear-gradient(90deg,rgba(0,0,0,.35) 0 1px,transparent 1px 3px)', 'auto'],
  5: [
    'linear-gradient(rgba(0,0,0,.3) 1px,transparent 1px),linear-gradient(90deg,rgba(0,0,0,.3) 1px,transparent 1px)',
    '8px 8px,8px 8px',
  ],
}
