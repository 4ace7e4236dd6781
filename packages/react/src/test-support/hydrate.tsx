import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { settle } from './browser'

/**
 * What a server page and its client do: `app` rendered to a string in a container in the
 * document, then hydrated there (recoverable errors go to `console.error`, where a test spies).
 * `serverSlide` is the slide element the server wrote. `client` is what the browser hydrates, when
 * it differs from `app` only by how it loads (a `lazy` part, say).
 */
export async function hydrateServerRender(app: ReactElement, client = app) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.append(container)
  const serverSlide = container.querySelector('.strata-slide')
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, client, { onRecoverableError: (e) => console.error(e) })
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
