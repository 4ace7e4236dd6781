import { createImageQueue, createResourceRegistry, type ImageRecord } from '@strata/core/loading'
import { useEffect, useRef, useState } from 'react'
import { fiveSlides } from '../../data/five-slides'
import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { readImageParams } from './image-params'
import type { ImageResult } from './loading-globals'

// The gallery opens every page, fixtures too, and expects a module on each.
const module = fiveSlides('loading-images')
const plugins = [slideTitles()]

const toResult = (r: ImageRecord, index: number): ImageResult => ({
  index,
  url: r.url,
  state: r.state,
  width: r.width,
  height: r.height,
  attempts: r.attempts,
  crossOrigin: r.crossOrigin,
})

/**
 * Queues the images named in the query string through the image queue (5 slots) and shows each
 * one's state; results and logged errors are on `window.__loading` for e2e/services-loading-*.
 */
export function LoadingImages() {
  const grid = useRef<HTMLDivElement>(null)
  const [results, setResults] = useState<ImageResult[]>([])
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    const { urls, crossOrigin } = readImageParams(window.location.search)
    const errors: string[] = []
    const queue = createImageQueue({
      // The message docs/behaviour.md §8 names, on the console as the spec says.
      log: (message) => {
        errors.push(message)
        console.error(message)
      },
      report: (path, message) => setProblems((p) => [...p, `${path}: ${message}`]),
    })
    const resources = createResourceRegistry()
    const exposed = { queue, resources, results: [] as ImageResult[], done: false, errors }
    window.__loading = exposed
    const records = urls.map((url, i) => queue.add({ url, crossOrigin, path: `images.${i}` }))
    const sync = () => {
      exposed.results = records.map((r, i) => toResult(r, i))
      setResults(exposed.results)
    }
    for (const record of records) {
      void record.done.then((r) => {
        if (r.image && grid.current) {
          r.image.className = 'strata-loaded-image'
          r.image.alt = `image ${records.indexOf(r)}`
          grid.current.append(r.image)
        }
        sync()
      })
    }
    void Promise.all(records.map((r) => r.done)).then(() => {
      exposed.done = true
      sync()
    })
    sync()
    return () => {
      queue.destroy()
      resources.destroy()
      for (const image of grid.current?.querySelectorAll('img') ?? []) image.remove()
    }
  }, [])

  return (
    <section className="loading-images">
      <DemoSlider id="loading-images" module={module} plugins={plugins} />
      <div
        ref={grid}
        className="loading-images-grid"
        data-testid="loaded-images"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 4, minHeight: 32 }}
      />
      <table className="loading-images-table">
        <thead>
          <tr>
            <th>#</th>
            <th>state</th>
            <th>size</th>
            <th>attempts</th>
            <th>url</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.index} data-state={r.state}>
              <td>{r.index}</td>
              <td>{r.state}</td>
              <td>{r.width ? `${r.width}×${r.height}` : ''}</td>
              <td>{r.attempts}</td>
              <td>{r.url.length > 60 ? `${r.url.slice(0, 57)}…` : r.url}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {problems.length > 0 && (
        <ul className="loading-images-report">
          {/* The same message can come twice (one per failed image): keyed by place. */}
          {problems.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows, in order
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
