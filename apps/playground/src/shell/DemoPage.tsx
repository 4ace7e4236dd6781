import type { Demo } from '../demos/types'
import { ShellFrame } from './ShellFrame'

/** One demo at `/?demo=<name>`: its module in the shell frame, with data, model and report. */
export function DemoPage({ demo }: { demo: Demo }) {
  const { Component } = demo
  return (
    <main className="demo" data-demo={demo.name}>
      <p>
        <a href="./">← All demos</a>
      </p>
      <h1>{demo.title}</h1>
      <p>{demo.description}</p>
      <ShellFrame>
        <Component />
      </ShellFrame>
    </main>
  )
}
