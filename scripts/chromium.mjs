// Debian's Chromium and the flags this machine needs (no downloaded browsers, no background
// networking: the network is closed). Shared by the Playwright config and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each new window preloads the omnibox's popups as WebUI pages: a renderer per context that
  // headless never shows. Off, a context costs about 0.4 s less CPU (10 contexts: 10.8 → 6.3 s).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
