/** Each on-demand import with the chunks it imports statically asked for at once (preload-deps.mjs). */
export function preloadDeps(
  outputs: Record<string, { imports: Array<{ path: string; kind: string }> }>,
  texts: Map<string, string>,
): Map<string, string>
