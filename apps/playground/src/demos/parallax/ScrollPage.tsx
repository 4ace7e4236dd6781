import { Slider } from '@strata/react'
import { useState } from 'react'
import { SCROLL_DRIFT, SCROLL_TIMELINE } from './data'
import { ParallaxHero, parallaxPlugins } from './ParallaxHero'

const copy = { maxWidth: 640, margin: '0 auto', padding: '2rem 1rem', lineHeight: 1.6 } as const

/**
 * A long page: the scroll-based timeline module (window.__slider) a screen down, copy, then a
 * module whose layers follow their scroll modifiers, then more copy to scroll it away.
 */
export function ScrollPage() {
  const [plugins] = useState(parallaxPlugins)
  return (
    <div>
      <section style={{ ...copy, minHeight: '110vh' }}>
        <h3>Scroll down</h3>
        <p>
          The first module's copy and hills settle while it enters the window (its scroll-based
          timeline) and hold still once it is centred. The second one's layers drift with its
          position on the page.
        </p>
      </section>
      <ParallaxHero module={SCROLL_TIMELINE} />
      <section style={{ ...copy, minHeight: '80vh' }}>
        <p>Between the modules.</p>
      </section>
      <Slider module={SCROLL_DRIFT} plugins={plugins} className="slider-root" id="parallax-drift" />
      <section style={{ ...copy, minHeight: '150vh' }}>
        <p>The end of the page.</p>
      </section>
    </div>
  )
}
