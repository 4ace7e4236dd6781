/**
 * Takes a report (or anything) and drops it: the reporter of a read whose problems are said
 * elsewhere, or the handler of a failure already dealt with. One function for every package, so
 * a page's bundle holds it once.
 */
export function quiet(): void {}
