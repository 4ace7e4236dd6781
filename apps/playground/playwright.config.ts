import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

/**
 * Port of the e2e preview server (the dev server keeps 5173). `E2E_PORT` lets parallel runs each
 * build and serve their own copy instead of reusing another run's server.
 */
const port = Number(process.env.E2E_PORT) || 4317
const baseURL = `http://127.0.0.1:${port}`
const outDir = port === 4317 ? 'dist' : `.e2e-dist/${port}`

export default defineConfig({
  testDir: 'e2e',
  // Three workers on the machine's two cores: every spec waits for rest (rotations, timers,
  // servers), so a third keeps the cores busy. The suite took 8.7 min on two, 7.3 on three, 7.1
  // on four (where a 200 ms fade's frames came 167 ms apart); three beside two CPU hogs, 8.6.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's Chromium, never a downloaded browser.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: {
    // Builds against the packages' built dist (turbo's ^build ran first), then serves it.
    command: `pnpm exec vite build --outDir ${outDir} && pnpm exec vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
