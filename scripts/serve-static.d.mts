/** The headers that make a page cross-origin isolated (COOP and COEP). */
export declare const ISOLATED: Record<string, string>
/** The headers of a file a site lets browsers keep. */
export declare const CACHED: Record<string, string>
/** Serves `dir` on 127.0.0.1 at a free port; only GET of files inside `dir`. */
export declare function serveStatic(
  dir: string,
  options?: { isolated?: boolean; cached?: boolean },
): Promise<{ url: string; close: () => Promise<void> }>
