/**
 * docs/behaviour.md §8: a module already on the page as a normal element is not opened as a
 * pop-up; the warning says how to fix it.
 */
export function alreadyOnPage(alias: string): string {
  return `[strata] modal "${alias}" was not opened: the module already sits on the page as a normal element. Ensure the module is not already on the page, or set the Pop Up option in the page module settings.`
}

/**
 * docs/behaviour.md §8: a modal response lacking success (`why` is the REST call's own message:
 * 'alias "…" could not be loaded from the database'), or a failed call; nothing opens.
 */
export function notLoaded(alias: string, why: string): string {
  return `[strata] modal "${alias}" not opened: ${why}`
}
