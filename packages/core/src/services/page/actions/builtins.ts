import type { RawValue } from '../../../types/model'
import type { PluginContext } from '../../../types/plugin'
import { followLink } from '../links/follow-link'
import type { LinkProtocol } from '../links/resolve-link'
import type { BuiltinsHost } from './builtins-host'
import type { ActionHandler, ActionRun } from './types'

function text(v: RawValue): string {
  return typeof v === 'string' || typeof v === 'number' ? `${v}` : ''
}
/** A number field: undefined when absent (the default applies), NaN when not a number (reported). */
function num(v: RawValue): number | undefined {
  return v === undefined || v === null || v === ''
    ? undefined
    : typeof v === 'number'
      ? v
      : Number(v)
}

/** The slideshow control core hands plugins; reported when the host lacks it. */
function slideshow(verb: 'pause' | 'resume' | 'toggle'): ActionHandler {
  return ({ host, record }) => {
    const control = host.ctx.slideshow
    if (control) control[verb]()
    else host.report(`${record.path}.a`, `${verb} needs the slideshow controls; ignored`)
  }
}

/** The layers an action acts on: its `target` ids, else the element that triggered it. */
function targets({ host, record, element }: ActionRun): Element[] {
  return record.target.length ? host.layers(record.target, element) : [element]
}

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

/** Words a jump may name instead of a slide (docs/behaviour.md §4 targets). */
const STEPS = /^(next|prev|previous|first|last|random|[+-]\d+)$/i

/**
 * The slide a `jumpTo` / `callSlide` names: its `slide` (or `jump`, `jumpTo`, `to`), else a step
 * word or `rs-<id>` / `slideN` written as its one target. Exports write slide ids as `rs-<id>`
 * too: that prefix is dropped when a slide has the bare id.
 */
function slideOf({ record, host }: ActionRun): string {
  const { raw } = record
  const named = text(raw.slide ?? raw.jump ?? raw.jumpTo ?? raw.jump_to_slide ?? raw.to).trim()
  const only = record.target.length === 1 ? (record.target[0] as string) : ''
  const to = named || (STEPS.test(only) || /^(rs-|slide)\S+$/i.test(only) ? only : '')
  const bare = /^rs-(.+)$/i.exec(to)?.[1]
  if (bare && host.ctx.module.slides.some((s) => s.id === bare)) return bare
  return STEPS.test(to) ? to.toLowerCase() : to
}

/** Where a `jumpTo` / `callSlide` goes: a slide id, deep-link name, 'slideN' or a step word. */
function jump(run: ActionRun): void {
  const to = slideOf(run)
  if (to) run.host.ctx.goTo(to, { user: true })
  else run.host.report(`${run.record.path}.slide`, 'must name a slide to jump to; ignored')
}

/**
 * The events of a visitor's click or key (what browsers count as a user's activation). A link
 * and a simulated click run on these only: bound to an image's `error`, a transition's end or a
 * name the page sends, data could leave the page with no visitor's act (docs/security.md).
 */
const ACTIVATION = /^(click|dblclick|auxclick|(mouse|pointer)(down|up)|touchend|key(down|up))$/
/** Records reported for another event, by their raw record (rebinding a slide reads it again). */
const told = new WeakSet<object>()

/** Whether `run` came from a visitor's click or key (or a site's `run` call, with no event). */
function byVisitor({ record, event, host }: ActionRun): boolean {
  if (!event || ACTIVATION.test(event.type)) return true
  if (!told.has(record.raw)) {
    told.add(record.raw)
    host.report(
      `${record.path}.evt`,
      `action "${record.a}" runs on a visitor's click or key, not on "${event.type}"; ignored`,
    )
  }
  return false
}

/** Whether a layer is out of sight now: hidden, or waiting at opacity 0 for its entrance. */
function outOfSight(el: Element): boolean {
  const view = el.ownerDocument.defaultView
  if (!view || !(el instanceof view.HTMLElement)) return false
  const style = view.getComputedStyle(el)
  return style.visibility === 'hidden' || style.opacity === '0'
}

function fullscreen(ctx: PluginContext, on: boolean, className: string): void {
  const { root } = ctx
  const doc = root.ownerDocument
  root.classList.toggle(className, on)
  // The class is the state; the browser API may be missing or refuse (no user gesture).
  const call = on
    ? root.requestFullscreen?.bind(root)
    : doc.fullscreenElement && doc.exitFullscreen?.bind(doc)
  call?.()?.catch(() => {})
  // A module destroyed in fullscreen leaves the page as it found it: out of it, without the class.
  if (on)
    ctx.on('module:destroy', () => {
      root.classList.remove(className)
      if (doc.fullscreenElement === root) doc.exitFullscreen?.()?.catch(() => {})
    })
}

/**
 * Built-in actions (docs/behaviour.md §2, §4) keyed by every name `BUILTIN_NAMES` gives them;
 * `actionKey` folds case, '_' and '-', so `jumpto_slide`, `jumpToSlide` and `JumpTo-Slide` are
 * one name. This file is the on-demand chunk: the actions plugin loads it (`load-builtins.ts`)
 * and hands it `host` (./builtins-host.ts).
 */
export function builtinActions(
  protocol: LinkProtocol,
  host: BuiltinsHost,
): Record<string, ActionHandler> {
  const handlers = builtinHandlers(protocol, host)
  return Object.fromEntries(
    host.builtinNames().map(([name, key]) => [name, handlers[key] as ActionHandler]),
  )
}

/** The built-in handlers by their key in `BUILTIN_NAMES`. */
function builtinHandlers(
  protocol: LinkProtocol,
  { FULLSCREEN_CLASS, LAYER_HIDDEN_CLASS, SCENES, readHash }: BuiltinsHost,
): Record<string, ActionHandler> {
  return {
    next: ({ host }) => host.ctx.goTo('next', { user: true }),
    prev: ({ host }) => host.ctx.goTo('prev', { user: true }),
    jump,
    pause: slideshow('pause'),
    resume: slideshow('resume'),
    toggle: slideshow('toggle'),
    scrollto: (run) => scroll(run, text(run.record.raw.anchor)),
    below: (run) =>
      scroll(run, run.host.ctx.root.getBoundingClientRect().bottom + run.host.win.scrollY),
    ...SCENES,
    simulateclick: (run) => {
      if (byVisitor(run))
        for (const el of targets(run)) if (el !== run.element) (el as HTMLElement).click?.()
    },
    fullscreen: ({ host }) => fullscreen(host.ctx, true, FULLSCREEN_CLASS),
    exitfullscreen: ({ host }) => fullscreen(host.ctx, false, FULLSCREEN_CLASS),
    link: (run) => {
      if (!byVisitor(run)) return
      const { raw, path } = run.record
      followLink(raw.link, text(raw.ltarget ?? raw.win) || '_self', {
        protocol,
        report: run.host.report,
        path: `${path}.link`,
        win: run.host.win,
        scrollTo: (id) => scroll(run, id),
        readHash,
      })
    },
    toggleclass: (run) => {
      const names = text(run.record.raw.class).split(/\s+/).filter(Boolean)
      if (!names.length) run.host.report(`${run.record.path}.class`, 'no class to toggle; ignored')
      for (const el of targets(run)) for (const name of names) el.classList.toggle(name)
    },
    togglefullscreen: ({ host }) =>
      fullscreen(host.ctx, !host.ctx.root.classList.contains(FULLSCREEN_CLASS), FULLSCREEN_CLASS),
    togglelayer: (run) => {
      const enter: string[] = []
      for (const el of targets(run)) {
        const hidden = el.classList.contains(LAYER_HIDDEN_CLASS)
        // A layer still waiting for its entrance (a waiting frame) enters: it was never shown.
        if (!hidden && outOfSight(el)) {
          enter.push(el.getAttribute('data-layer-id') ?? '')
          continue
        }
        el.classList.toggle(LAYER_HIDDEN_CLASS, !hidden)
        if (el instanceof HTMLElement) el.style.visibility = hidden ? '' : 'hidden'
      }
      if (enter.some(Boolean))
        run.host.ctx.emit('actions:scene', {
          scene: 'in',
          targets: enter.filter(Boolean),
          element: run.element,
        })
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
