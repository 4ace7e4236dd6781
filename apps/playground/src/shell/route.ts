import { type Demo, findDemo } from '../demos/registry'

export type Route =
  | { page: 'gallery'; unknown?: string }
  | { page: 'demo'; demo: Demo }
  | { page: 'byo' }

/** `/?demo=<name>` opens a demo, `/?page=byo` (or `?demo=byo`) the bring-your-own page. */
export function routeFor(search: string): Route {
  const params = new URLSearchParams(search)
  const name = params.get('demo')
  if (params.get('page') === 'byo' || name === 'byo') return { page: 'byo' }
  if (!name) return { page: 'gallery' }
  const demo = findDemo(name)
  return demo ? { page: 'demo', demo } : { page: 'gallery', unknown: name }
}
