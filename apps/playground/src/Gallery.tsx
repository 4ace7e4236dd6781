import { type Demo, demoGroups } from './demos/registry'
import { previewFor } from './previews'

function DemoCard({ demo }: { demo: Demo }) {
  const preview = previewFor(demo.name)
  return (
    <li className="demo-card">
      <a className="demo-link" href={`?demo=${demo.name}`} data-demo={demo.name}>
        {preview ? (
          <img src={preview} alt="" width={320} height={180} loading="lazy" decoding="async" />
        ) : (
          <span className="demo-card-blank" aria-hidden="true" />
        )}
        <span className="demo-card-title">{demo.title}</span>
      </a>
      <p>{demo.description}</p>
    </li>
  )
}

function FixtureLink({ demo }: { demo: Demo }) {
  return (
    <li>
      <a className="demo-link" href={`?demo=${demo.name}`} data-demo={demo.name} data-fixture="">
        {demo.title}
      </a>{' '}
      — {demo.description}
    </li>
  )
}

/** The demos by feature, each a card with its picture; test fixtures sit apart, folded. */
export function Gallery({ unknown }: { unknown?: string | undefined }) {
  const groups = demoGroups
    .map((g) => ({ ...g, shown: g.demos.filter((d) => !d.fixture) }))
    .filter((g) => g.shown.length > 0)
  const fixtures = demoGroups.flatMap((g) => g.demos.filter((d) => d.fixture))
  return (
    <main className="gallery">
      <h1>Strata playground</h1>
      {unknown ? <p role="alert">No demo named “{unknown}”.</p> : null}
      <p className="byo-callout">
        <a className="byo-link" href="?page=byo">
          Bring your own module
        </a>{' '}
        — paste or upload exported module JSON and see it run with every plugin, with its report.
      </p>
      {groups.map((g) => (
        <section key={g.title} className="demo-group">
          <h2>{g.title}</h2>
          <ul className="demo-cards">
            {g.shown.map((d) => (
              <DemoCard key={d.name} demo={d} />
            ))}
          </ul>
        </section>
      ))}
      <details className="fixtures">
        <summary>Test fixtures ({fixtures.length})</summary>
        <p className="hint">Pages the browser tests drive; most need their spec's query.</p>
        <ul>
          {fixtures.map((d) => (
            <FixtureLink key={d.name} demo={d} />
          ))}
        </ul>
      </details>
    </main>
  )
}
