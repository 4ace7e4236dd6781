/** Path of Debian's Chromium (or $CHROMIUM_PATH). */
export declare const CHROMIUM_PATH: string
/** Launch flags for this machine's closed network. */
export declare const CHROMIUM_ARGS: string[]
