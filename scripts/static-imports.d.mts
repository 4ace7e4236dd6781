/** The file and the files it imports statically, transitively (static-imports.mjs). */
export function firstDownloadFiles(file: string): string[]
/** `files` and the outputs they import statically, transitively, from esbuild's metafile outputs. */
export function withStaticImports(
  outputs: Record<string, { imports: Array<{ path: string; kind: string }> }>,
  files: string[],
): string[]
