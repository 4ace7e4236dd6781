import { type AnyPlugin, createSlider, type PluginContext, type RawValue } from '@strata/core'
import type { ActionHandler } from '@strata/core/page'
import type { ModalHost } from '../load/open-by-alias'
import { findModal, releases } from './registry'

function text(v: RawValue | undefined): string {
  return typeof v === 'string' || typeof v === 'number' ? `${v}`.trim() : ''
}

/**
 * The layer action "open modal" (`openModal`, `open_modal` in exports): opens the module its
 * `alias` (or `modal`) names as a pop-up, at its `slide` (or `modalslide`) when given; a number
 * there is a 1-based position (`slideN`). Loaded by alias when it is not on the page, with the
 * slider's REST settings, whose `signal` (aborted as the slider is destroyed) ends that load.
 */
export function openModalAction(
  ctx: PluginContext,
  plugins: (() => readonly AnyPlugin[]) | undefined,
  modal: ModalHost['modal'],
): ActionHandler {
  return ({ record, host }) => {
    const { raw } = record
    const alias = text(raw.alias ?? raw.modal ?? raw.modalslider)
    if (!alias) {
      host.report(`${record.path}.alias`, 'must name the module to open; ignored')
      return
    }
    const at = text(raw.slide ?? raw.modalslide)
    const slide = /^\d+$/.test(at) ? `slide${at}` : at || undefined
    // Loaded on use, with the host's functions given (`modal` by the plugin: no static cycle);
    // nothing opens if the page released its pop-ups meanwhile (`releases`).
    const document = ctx.root.ownerDocument
    const released = releases.get(document)
    void import('../load/open-by-alias').then(
      ({ openByAlias }) =>
        released === releases.get(document) &&
        openByAlias(
          alias,
          { slide, rest: ctx.services.rest, plugins, document },
          { createSlider, modal, findModal },
          // The slider's (its REST settings carry it): the load ends when the slider goes.
          ctx.services.rest?.signal,
        ),
    )
  }
}
