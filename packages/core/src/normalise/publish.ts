import type { SlidePublish } from '../types/model'

/**
 * Unpublished by its state, or `now` outside its publish dates (docs/behaviour.md §3). Its own
 * file: a prepared module's slides are checked again on the visitor's clock, without the
 * normaliser (`@strata/core/prepared`).
 */
export const offline = ({ from, to, state }: SlidePublish, now: number): boolean =>
  state === 'unpublished' || now < (from ?? -1 / 0) || now > (to ?? 1 / 0)
