import type { RawRecord } from '@strata/core'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { allPlugins } from '../../plugins/all-plugins'
import { ModuleRunner } from '../ModuleRunner'
import { ShellFrame } from '../ShellFrame'
import { parseModuleText } from './parse-module'
import { SAMPLES } from './samples'

interface Run {
  /** Remounts the runner, so every run is a fresh slider. */
  key: number
  module: RawRecord
}

const first = SAMPLES[0]

/** `/?page=byo`: paste or upload module JSON and see it run, with its report. */
export function ByoPage() {
  const id = useId()
  const [text, setText] = useState(first?.text ?? '')
  const [error, setError] = useState<string | null>(null)
  const [run, setRun] = useState<Run | null>(() => {
    const parsed = parseModuleText(first?.text ?? '')
    return parsed.ok ? { key: 0, module: parsed.module } : null
  })

  const start = (source: string) => {
    const parsed = parseModuleText(source)
    if (!parsed.ok) return setError(parsed.message)
    setError(null)
    setRun((r) => ({ key: (r?.key ?? 0) + 1, module: parsed.module }))
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    start(text)
  }
  const onSample = (e: ChangeEvent<HTMLSelectElement>) => {
    const sample = SAMPLES.find((s) => s.name === e.currentTarget.value)
    if (!sample) return
    setText(sample.text)
    start(sample.text)
  }
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0]
    if (!file) return
    const content = await file.text()
    setText(content)
    start(content)
  }

  return (
    <main className="demo byo" data-demo="byo">
      <p>
        <a href="./">← All demos</a>
      </p>
      <h1>Bring your own module</h1>
      <p>
        Paste a module exported from a site (the <code>{'{ id, settings, slides }'}</code> JSON, or
        a REST response holding it) or choose a <code>.json</code> file. It runs with every Strata
        plugin, as a site would load them; the report below lists every problem found in the data,
        grouped by kind, with the layers that could not be drawn first.
      </p>
      <form className="byo-form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-sample`}>Start from a sample</label>{' '}
        <select id={`${id}-sample`} defaultValue={first?.name} onChange={onSample}>
          {SAMPLES.map((s) => (
            <option key={s.name} value={s.name}>
              {s.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-json`}>Module JSON</label>
        <textarea
          id={`${id}-json`}
          rows={14}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <label htmlFor={`${id}-file`}>Or upload a .json file</label>{' '}
        <input id={`${id}-file`} type="file" accept=".json,application/json" onChange={onFile} />
        <p>
          <button type="submit">Run module</button>
        </p>
      </form>
      {error ? (
        <p role="alert" className="shell-error" data-testid="byo-error">
          {error} {run ? 'The module below is the last one that ran.' : ''}
        </p>
      ) : null}
      <ShellFrame inspectorOpen>
        {run ? (
          <ModuleRunner
            key={run.key}
            data={{ module: run.module, plugins: allPlugins }}
            id="byo-module"
          />
        ) : null}
      </ShellFrame>
    </main>
  )
}
