import { findDemo } from './demos/registry'
import { Gallery } from './Gallery'

/** One page per demo at `/?demo=<name>`; anything else shows the gallery. */
export function App() {
  const name = new URLSearchParams(window.location.search).get('demo')
  const demo = name ? findDemo(name) : undefined
  if (!demo) return <Gallery unknown={name ?? undefined} />
  const { Component } = demo
  return (
    <main className="demo" data-demo={demo.name}>
      <p>
        <a href="./">← All demos</a>
      </p>
      <h1>{demo.title}</h1>
      <p>{demo.description}</p>
      <Component />
    </main>
  )
}
