/**
 * When the page bundle's code began to run. Every page imports this module first, so its top
 * level is the bundle's first statement (a bundler keeps modules in evaluation order;
 * first-statement.test.mjs checks each page's bundle). Before it: the browser's work on the file
 * once it has arrived (V8 parses a module script off the main thread, then hands it over); after
 * it: every module's top level, the library's included, until the page's own code runs.
 */
export const firstStatementAt = performance.now()
