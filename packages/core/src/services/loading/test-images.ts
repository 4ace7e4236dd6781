/** A fake `new Image()` for unit tests: records each element and settles it on demand. */
export function fakeImages() {
  const made: HTMLImageElement[] = []
  const create = (): HTMLImageElement => {
    const image = document.createElement('img')
    made.push(image)
    return image
  }
  /** Elements whose request is open: src set and not settled yet. */
  const open = () => made.filter((i) => i.getAttribute('src') && !i.dataset.settled)
  const find = (src: string) => {
    const image = open().find((i) => i.getAttribute('src') === src)
    if (!image) throw new Error(`no open request for ${src}`)
    image.dataset.settled = '1'
    return image
  }
  return {
    create,
    made,
    open,
    /** Fires load on the open request for `src` with the given natural size. */
    succeed(src: string, width = 40, height = 30) {
      const image = find(src)
      Object.defineProperty(image, 'naturalWidth', { value: width })
      Object.defineProperty(image, 'naturalHeight', { value: height })
      image.dispatchEvent(new Event('load'))
    },
    fail(src: string) {
      find(src).dispatchEvent(new Event('error'))
    },
  }
}

/** Lets queued microtasks (the queue's batch sort) run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
