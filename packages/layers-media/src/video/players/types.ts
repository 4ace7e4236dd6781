import type { ChunkKit } from '../../plugin/chunk-kit'
import type { VideoState } from '../../plugin/events'
import type { MediaSlot } from '../slot'

/** What the runtime hears from a player. */
export interface PlayerHooks {
  ready(): void
  state(state: VideoState): void
  /** The position moved, seconds. */
  time(seconds: number): void
  /**
   * Aborts when the slot is released (its slide, or the slider, went): a player still loading
   * stops there, rejecting `aborted`, and leaves nothing (no timer, no provider player).
   */
  signal: AbortSignal
}

/** One provider's player, behind the same calls. */
export interface Player {
  /** Starts playing; rejects as the provider does (`NotAllowedError`, `AbortError`). */
  play(): Promise<void>
  pause(): void
  seek(seconds: number): void
  setMuted(muted: boolean): void
  time(): number
  destroy(): void
}

export interface PlayerEnv {
  /** Loads a script once per page; rejects `Failed to load script: {url}`. */
  loadScript(url: string): Promise<unknown>
  youtubeApi: string
  vimeoApi: string
  /** The window the module lives in (the provider globals are on it). */
  win: Window & typeof globalThis
  /**
   * `VIDEO_STATE`, passed rather than imported: the entry exports it, and a module both import
   * would be a file of the first download of its own (docs/performance.md, issue #25).
   */
  kit: Pick<ChunkKit, 'VIDEO_STATE'>
}

export type CreatePlayer = (slot: MediaSlot, hooks: PlayerHooks, env: PlayerEnv) => Promise<Player>
