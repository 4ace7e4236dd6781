import type { GoToTarget } from '@strata/core'

/** Pop-up (modal) settings (docs/behaviour.md §2 "Modal mode", §3 `modal`, §9). */
export interface ModalSettings {
  /** Underlay colour. Export key `bg`. @default 'transparent' */
  background: string
  /** Open and close speed, ms. Export key `sp`. @default 1000 */
  speed: number
  /** Prevent page scrolling while open. Export key `pS`. @default false */
  preventScroll: boolean
  /** Horizontal alignment. Export key `h`. @default 'center' */
  horizontal: 'center' | 'left' | 'right'
  /** Vertical alignment (exports may write `center`). Export key `v`. @default 'middle' */
  vertical: 'middle' | 'top' | 'bottom'
}

/** A modal trigger, read from its settings string (docs/behaviour.md §3 "Trigger settings string keys"). */
export interface ModalTrigger extends ModalSettings {
  /** Open after this delay, ms; -1 for no time trigger. Export key `t`. @default -1 */
  delay: number
  /** One-time cookie lifetime, days; 0 shows it every time. Export key `co`. @default 0 */
  cookieDays: number
  /** Open at this scroll offset, px; null for none. Export key `so` or `s` with a number. @default null */
  scrollOffset: number | null
  /** Open when this element selector scrolls in; '' for none. Export key `s` or `so` with text. @default '' */
  scrollTo: string
  /** Custom document event that opens it; '' for none. Export key `e`. @default '' */
  event: string
  /** Open when the page hash equals the module alias. Export key `ha`. @default false */
  hash: boolean
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Pop-up settings; present only when `@strata/modal`'s part ran. */
    modal?: ModalSettings
  }
}

/** A pop-up's state (docs/behaviour.md §4.5): hidden, then visible on open, hidden on close. */
export type ModalState = 'hidden' | 'visible'

/** `slider.plugin('modal')`. */
export interface ModalApi {
  /** Opens the pop-up, at `slide` when given; resolves once it is shown. */
  open(options?: { slide?: GoToTarget }): Promise<void>
  /** Closes it (the slide's layers play out first on a non-carousel module); resolves once hidden. */
  close(): Promise<void>
  /** 'hidden' or 'visible' (visible from the moment it starts opening). */
  state(): ModalState
  /** The `<dialog>` element; undefined when the module is not a pop-up (`popup: false`). */
  dialog(): HTMLDialogElement | undefined
}

declare module '@strata/core' {
  interface PluginApis {
    modal: ModalApi
  }
  interface SliderEvents {
    /** The pop-up opened and its animation ended. */
    'modal:open': { alias: string }
    /** The pop-up closed and is hidden again. */
    'modal:close': { alias: string }
  }
}
