// The bundle `pnpm size` and `pnpm size:files` measure: minified ESM for browsers, split as a
// site's bundler splits it, so code behind a dynamic `import()` (loaded only by the modules that
// need it) is a chunk of its own.
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { withStaticImports } from './static-imports.mjs'

// Paths are relative to the repository, whichever folder the script runs from: esbuild names
// chunks by a hash of their inputs' relative paths, and a name's bytes change how the entry that
// imports it gzips (core measured 12,287 B from its folder and 12,290 from the root).
const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Bundles with esbuild (`options` add one entry, `entryPoints: [file]` or `stdin`, externals and
 * plugins) and says which outputs load at once: the entry and the chunks it imports statically
 * (`eager`, metafile keys, relative to the repository); the others load only when asked for.
 * `isEager(file)` takes an output file.
 */
export async function splitBundle(options) {
  const out = await build({
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting: true,
    outdir: join(tmpdir(), 'strata-size'),
    metafile: true,
    write: false,
    logLevel: 'silent',
    absWorkingDir: root,
    ...options,
  })
  const { outputs } = out.metafile
  // The entry is the output made from the given entry point. Not "an entry point no import()
  // asks for": esbuild also writes a split point whose import() it resolved statically (a module
  // the first download holds anyway), and that orphan file would be taken for the entry.
  const given = options.stdin
    ? ['<stdin>']
    : (options.entryPoints ?? []).map((e) => relative(root, e))
  const entry = Object.keys(outputs).find((file) => given.includes(outputs[file].entryPoint))
  const eager = new Set(withStaticImports(outputs, [entry]))
  const paths = [...eager].map((file) => resolve(root, file))
  return {
    outputs,
    outputFiles: out.outputFiles,
    eager,
    isEager: (file) => paths.includes(file.path),
  }
}
