/** Options of `layersMedia()`. */
export interface LayersMediaOptions {
  /**
   * The YouTube IFrame Player API script, loaded only when a YouTube video is about to play.
   * @default 'https://www.youtube.com/iframe_api'
   */
  youtubeApi?: string
  /**
   * The Vimeo Player API script, loaded only when a Vimeo video is about to play.
   * @default 'https://player.vimeo.com/api/player.js'
   */
  vimeoApi?: string
  /**
   * The poster of a YouTube layer with none in its data, from the video id.
   * @default (id) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
   */
  youtubePoster?: (id: string) => string
  /**
   * Pause playing media when the module scrolls out of view or the tab is hidden, and resume
   * on return, where it was; an autoplay meanwhile waits for the return (docs/behaviour.md §4).
   * @default true
   */
  pauseWhenHidden?: boolean
}

export const YOUTUBE_API = 'https://www.youtube.com/iframe_api'
export const VIMEO_API = 'https://player.vimeo.com/api/player.js'
export function youtubePoster(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
}
