import { fileURLToPath } from 'node:url'

/**
 * Where a test writes a screenshot for people to look at: `e2e/.screens/<name>.png`, a folder
 * git ignores (apps/playground/.gitignore), so a test run never rewrites a tracked file.
 */
export const shotPath = (name: string): string =>
  fileURLToPath(new URL(`./.screens/${name}.png`, import.meta.url))
