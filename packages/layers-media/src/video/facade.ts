import type { ChunkKit } from '../plugin/chunk-kit'
import type { MediaContent, MediaType } from '../types'
import type { MediaSlot } from './slot'

export interface FacadeInput {
  index: number
  layerId: string
  media: MediaContent
  source: string
  /** The poster address (already checked), or ''. */
  poster: string
  background: boolean
  warn(path: string, message: string): void
  /** Loads the poster through the image queue; resolves whether it loaded. */
  loadPoster(url: string): Promise<boolean>
  /** A visitor pressed the play control. */
  onPlay(slot: MediaSlot): void
  /** `VIDEO_STATE` and the decode helper, passed rather than imported (issue #25). */
  kit: Pick<ChunkKit, 'VIDEO_STATE' | 'decodeOutOfView'>
}

const LABEL: Record<MediaType, string> = {
  youtube: 'Play video',
  vimeo: 'Play video',
  html5: 'Play video',
  audio: 'Play audio',
}

/** `'16:9'` → `'16 / 9'` for CSS `aspect-ratio`; undefined when it is not two numbers. */
export function aspect(ratio: string): string | undefined {
  const [w, h] = ratio.split(/[:/x]/).map(Number)
  return w && h && w > 0 && h > 0 ? `${w} / ${h}` : undefined
}

/**
 * The poster facade (no player script yet): the `strata-media` box sized to the media's ratio,
 * its poster, and a play control (not on background videos). The player replaces nothing: it is
 * put under the poster, which hides once it plays.
 */
export function createFacade(parent: HTMLElement, input: FacadeInput): MediaSlot {
  const doc = parent.ownerDocument
  const box = doc.createElement('div')
  box.className = 'strata-media'
  const ratio = aspect(input.media.ratio)
  box.style.cssText = `position:relative;overflow:hidden;width:100%;${
    input.background
      ? 'height:100%'
      : input.media.type === 'audio'
        ? 'min-height:48px'
        : `aspect-ratio:${ratio ?? '16 / 9'}`
  }`
  const slot: MediaSlot = {
    index: input.index,
    layerId: input.layerId,
    media: input.media,
    source: input.source,
    box,
    background: input.background,
    state: input.kit.VIDEO_STATE.unstarted,
    shown: 0,
    warn: input.warn,
  }
  if (input.poster) {
    const img = doc.createElement('img')
    img.className = 'strata-media-poster'
    img.alt = ''
    img.decoding = 'async'
    img.style.cssText =
      'position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:1;visibility:hidden'
    slot.poster = img
    box.append(img)
    input.loadPoster(input.poster).then((ok) => {
      if (ok) {
        img.src = input.poster
        img.style.visibility = ''
        input.kit.decodeOutOfView(img, box)
      } else {
        img.remove()
        input.warn('content.poster', `poster could not be loaded: ${input.poster}`)
      }
    })
  }
  if (!input.background) {
    const button = doc.createElement('button')
    button.type = 'button'
    button.className = 'strata-media-play'
    button.setAttribute('aria-label', LABEL[input.media.type])
    button.textContent = '▶'
    button.style.cssText =
      'position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);z-index:2;pointer-events:auto;cursor:pointer;font-size:24px;min-width:48px;min-height:48px;border:0;border-radius:50%;background:rgba(0,0,0,.6);color:#fff'
    button.addEventListener('click', () => input.onPlay(slot))
    slot.button = button
    box.append(button)
  }
  parent.append(box)
  return slot
}
