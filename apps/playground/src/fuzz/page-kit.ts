/** What the fuzz pages (main.ts, api-main.ts, react-main.tsx, modal-api-main.ts) share: waits, the host, the page's marks. */

export const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** `work`, or `late` once `ms` have passed. */
export const within = <T>(work: Promise<T>, ms: number, late: T) =>
  Promise.race([work, wait(ms).then(() => late)])

/** The element a fuzz page mounts its module on: `#fuzz-host`, last in the body. */
export const fuzzHost = () => {
  const host = document.createElement('div')
  host.id = 'fuzz-host'
  document.body.append(host)
  return host
}

/** What `destroy` left in a fuzz host: its markup, and every attribute but its id. Empty when clean. */
export const hostLeft = (host: HTMLElement) =>
  host.innerHTML +
  [...host.attributes]
    .filter((a) => a.name !== 'id')
    .map((a) => ` ${a.name}`)
    .join('')

/** The body's and the root element's attributes, and the body's children: what a run may not leave. */
export const pageMarks = () => [
  ...[document.documentElement, document.body].flatMap((el) =>
    [...el.attributes].map((a) => `<${el.localName} ${a.name}="${a.value}">`),
  ),
  ...[...document.body.children].map((el) => el.outerHTML.slice(0, 80)),
  ...(document.fullscreenElement ? ['the page still in fullscreen'] : []),
]

/** How the page's marks differ from `before`: each one added, and each one gone. */
export const marksChanged = (before: readonly string[]) => {
  const now = pageMarks()
  return [
    ...now.filter((mark) => !before.includes(mark)),
    ...before.filter((mark) => !now.includes(mark)).map((mark) => `gone: ${mark}`),
  ]
}
