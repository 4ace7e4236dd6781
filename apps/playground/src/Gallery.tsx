import { type Demo, demos } from './demos/registry'

function DemoLink({ demo }: { demo: Demo }) {
  return (
    <li>
      <a className="demo-link" href={`?demo=${demo.name}`} data-demo={demo.name}>
        {demo.title}
      </a>{' '}
      — {demo.description}
    </li>
  )
}

/** Lists every demo; test fixtures sit apart, below the demos a person would look at. */
export function Gallery({ unknown }: { unknown?: string | undefined }) {
  const shown = demos.filter((d) => !d.fixture)
  const fixtures = demos.filter((d) => d.fixture)
  return (
    <main className="gallery">
      <h1>Strata playground</h1>
      {unknown ? <p role="alert">No demo named “{unknown}”.</p> : null}
      <ul>
        {shown.map((d) => (
          <DemoLink key={d.name} demo={d} />
        ))}
      </ul>
      <details className="fixtures">
        <summary>Test fixtures</summary>
        <ul>
          {fixtures.map((d) => (
            <DemoLink key={d.name} demo={d} />
          ))}
        </ul>
      </details>
    </main>
  )
}
