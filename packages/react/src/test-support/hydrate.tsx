import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { settle } from './browser'

/**
 * What a server page and its client do: `app` rendered to a string in a container in the
 * document, then hydrated there (recoverable errors go to `console.error`, where a test spies).
 * `serverSlide` is the slide element the server wrote.
 */
export async function hydrateServerRender(app: ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.append(container)
  const serverSlide = container.querySelector('.strata-slide')
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: (e) => console.error(e) })
    await settle()
  })
  return {
    container,
    serverSlide,
    unmount() {
      act(() => root?.unmount())
      container.remove()
    },
  }
}
