/** The file and the files it imports statically, transitively (static-imports.mjs). */
export function firstDownloadFiles(file: string): string[]
