import type { RawValue } from '../../../types/model'
import { followLink } from '../links/follow-link'
import type { LinkProtocol } from '../links/resolve-link'
import type { ActionHandler, ActionRun } from './types'

/** Class the module carries while fullscreen (SPEC.md §4 "Module flags"). */
export const FULLSCREEN_CLASS = 'strata-fullscreen'
/** Class a layer carries while an action has hidden it. */
export const LAYER_HIDDEN_CLASS = 'strata-layer-hidden'

const text = (v: RawValue): string => (typeof v === 'string' || typeof v === 'number' ? `${v}` : '')
/** A number field: undefined when absent (the default applies), NaN when not a number (reported). */
const num = (v: RawValue): number | undefined =>
  v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? v : Number(v)

/** The slideshow control core hands plugins; reported when the host lacks it. */
const slideshow =
  (verb: 'pause' | 'resume' | 'toggle'): ActionHandler =>
  ({ host, record }) => {
    const control = host.ctx.slideshow
    if (control) control[verb]()
    else host.report(`${record.path}.a`, `${verb} needs the slideshow controls; ignored`)
  }

/** The layers an action acts on: its `target` ids, else the element that triggered it. */
const targets = ({ host, record, element }: ActionRun): Element[] =>
  record.target.length ? host.layers(record.target, element) : [element]

function scroll({ host, record }: ActionRun, to: Element | string | number): void {
  const { offset, s, e } = record.raw
  host.scrollTo(to, {
    offset: num(offset),
    speed: num(s),
    ease: text(e) || undefined,
    updateHash: record.raw.hash === true,
    report: (field, message) => host.report(`${record.path}.${field}`, message),
  })
}

/** Where a `jumpTo` goes: its `slide` (id, deep-link name or 'slideN'); reported when missing. */
function jump(run: ActionRun): void {
  const to = text(run.record.raw.slide ?? run.record.raw.jump)
  if (to) run.host.ctx.goTo(to, { user: true })
  else run.host.report(`${run.record.path}.slide`, 'must name a slide to jump to; ignored')
}

/** Built-in actions (SPEC.md §2, §4), keyed by name; `actionKey` folds case, '_' and '-'. */
export function builtinActions(protocol: LinkProtocol): Record<string, ActionHandler> {
  return {
    next: ({ host }) => host.ctx.goTo('next', { user: true }),
    prev: ({ host }) => host.ctx.goTo('prev', { user: true }),
    previous: ({ host }) => host.ctx.goTo('prev', { user: true }),
    jumpto: jump,
    pause: slideshow('pause'),
    resume: slideshow('resume'),
    play: slideshow('resume'),
    toggleslider: slideshow('toggle'),
    toggleslideshow: slideshow('toggle'),
    scrollto: (run) => scroll(run, text(run.record.raw.anchor)),
    scrollbelow: (run) => {
      const { root } = run.host.ctx
      scroll(run, root.getBoundingClientRect().bottom + run.host.win.scrollY)
    },
    link: (run) => {
      const { raw, path } = run.record
      followLink(raw.link, text(raw.ltarget ?? raw.win) || '_self', {
        protocol,
        report: run.host.report,
        path: `${path}.link`,
        win: run.host.win,
        scrollTo: (id) => scroll(run, id),
      })
    },
    toggleclass: (run) => {
      const names = text(run.record.raw.class).split(/\s+/).filter(Boolean)
      if (!names.length) run.host.report(`${run.record.path}.class`, 'no class to toggle; ignored')
      for (const el of targets(run)) for (const name of names) el.classList.toggle(name)
    },
    playscene: (run) => {
      const scene = text(run.record.raw.sc) || 'in'
      run.host.ctx.emit('actions:scene', {
        scene,
        targets: run.record.target,
        element: run.element,
      })
    },
    togglefullscreen: ({ host }) => {
      const { root } = host.ctx
      const doc = root.ownerDocument
      const on = !root.classList.contains(FULLSCREEN_CLASS)
      root.classList.toggle(FULLSCREEN_CLASS, on)
      // The class is the state; the browser API may be missing or refuse (no user gesture).
      const call = on
        ? root.requestFullscreen?.bind(root)
        : doc.fullscreenElement && doc.exitFullscreen?.bind(doc)
      call?.()?.catch(() => {})
    },
    togglelayer: (run) => {
      for (const el of targets(run)) {
        const hide = !el.classList.contains(LAYER_HIDDEN_CLASS)
        el.classList.toggle(LAYER_HIDDEN_CLASS, hide)
        if (el instanceof HTMLElement) el.style.visibility = hide ? 'hidden' : ''
      }
    },
    event: ({ host, record, element }) => {
      const name = text(record.raw.event ?? record.raw.name)
      if (!/^[\w:.-]{1,64}$/.test(name)) {
        host.report(
          `${record.path}.event`,
          'must be an event name (letters, digits, _ : . -); ignored',
        )
        return
      }
      const detail = { module: host.ctx.module.id, element, record: record.raw }
      host.ctx.root.ownerDocument.dispatchEvent(new CustomEvent(name, { detail }))
    },
  }
}
