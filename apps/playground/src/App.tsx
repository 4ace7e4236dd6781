import { Gallery } from './Gallery'
import { ByoPage } from './shell/byo/ByoPage'
import { DemoPage } from './shell/DemoPage'
import { routeFor } from './shell/route'

/** One page per demo at `/?demo=<name>`, the bring-your-own page, else the gallery. */
export function App() {
  const route = routeFor(window.location.search)
  if (route.page === 'byo') return <ByoPage />
  if (route.page === 'demo') return <DemoPage demo={route.demo} />
  return <Gallery unknown={route.unknown} />
}
