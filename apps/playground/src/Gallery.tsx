import { type Demo, demos } from './demos/registry'

function DemoLink({ demo }: { demo: Demo }) {
  return (
    <li>
      <a
        className="demo-link"
        href={`?demo=${demo.name}`}
        data-demo={demo.name}
        data-fixture={demo.fixture ? '' : undefined}
      >
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
      <p className="byo-callout">
        <a className="byo-link" href="?page=byo">
          Bring your own module
        </a>{' '}
        — paste or upload exported module JSON and see it run, with its report.
      </p>
      <h2>Demos ({shown.length})</h2>
      <p className="hint">
        Each demo page shows the module in a device preview (the five breakpoint widths), its source
        data, the normalised model and the validation report.
      </p>
      <ul>
        {shown.map((d) => (
          <DemoLink key={d.name} demo={d} />
        ))}
      </ul>
      <details className="fixtures">
        <summary>Test fixtures ({fixtures.length})</summary>
        <ul>
          {fixtures.map((d) => (
            <DemoLink key={d.name} demo={d} />
          ))}
        </ul>
      </details>
    </main>
  )
}
