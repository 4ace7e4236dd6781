import { navModule } from './data'
import { NavFixture } from './NavFixture'
import { navDemoPlugins } from './plugins'

const INPUT = navModule('nav-input', 5, {
  nav: {
    arrows: { set: true },
    bullets: { set: true },
    keyboard: { set: true },
    s: { use: true, desk: true },
    m: { use: true },
  },
})
const PROGRESS = navModule('nav-progress', 3, {
  slideshow: { length: 3000 },
  pbar: { set: true, s: 8 },
})

/** Keyboard, drag/swipe and wheel, slideshow paused (e2e/nav-input.spec.ts). */
export const NavInputFixture = () => (
  <NavFixture id="nav-input" module={INPUT} plugins={navDemoPlugins} pause />
)

/** A 3 s slideshow and its progress bar (e2e/nav-progress.spec.ts). */
export const NavProgressFixture = () => (
  <NavFixture id="nav-progress" module={PROGRESS} plugins={navDemoPlugins} pause={false} />
)
