import { defineConfig } from 'vitest/config'

// The public-API contract runs against the BUILT packages (run it after `pnpm build`), in node:
// no DOM, no source aliases, so it sees exactly what a user's bundler sees.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 },
})
