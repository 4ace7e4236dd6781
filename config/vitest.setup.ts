// Runs before every test file of every package (the shared vitest base lists it in setupFiles).
import { installConsoleGuard } from '../packages/core/src/testing.ts'

// A test that logs console.error without saying so (`expectConsoleError` from
// `@strata/core/testing`) fails: a swallowed error must not leave a suite green.
installConsoleGuard()

// Files that share a window (`isolate: false` in vitest.base.ts) each start from a blank page, as
// an isolated file does: no element another file left in the body, scrolled to the top.
if (typeof document !== 'undefined') {
  document.body.replaceChildren()
  window.scrollTo(0, 0)
}

// Browsers mark the `finished` promise a cancel rejects as handled (Web Animations, "cancel an
// animation"), so code that never reads it (core's `startedAt`) sees no unhandled rejection.
// happy-dom rejects it unmarked (capricorn86/happy-dom#2339): the test window does as a browser.
// Once a window: files that share one run this file each.
const AnimationClass = globalThis.Animation
const cancel = AnimationClass?.prototype.cancel
if (cancel && !Object.hasOwn(cancel, 'marksHandled'))
  AnimationClass.prototype.cancel = Object.assign(
    function (this: Animation) {
      this.finished.catch(() => {})
      cancel.call(this)
    },
    { marksHandled: true },
  )
