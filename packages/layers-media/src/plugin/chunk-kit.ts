import { isRec, shape } from '@strata/core/kit'
import { decodeOutOfView } from '@strata/core/loading'
import { VIDEO_STATE } from './events'

/**
 * What the on-demand chunks (the svg layer, the video and audio facades, the player runtime) use
 * of core's kit and of this package's entry, handed to them by the plugin rather than imported:
 * a module that the first download and a chunk both import becomes a file of its own that every
 * site downloads with the entry (docs/performance.md, issue #25). Chunks import its type only.
 */
export const chunkKit = { isRec, shape, VIDEO_STATE, decodeOutOfView }

/** The helpers `chunkKit` hands to the on-demand chunks. */
export type ChunkKit = typeof chunkKit
