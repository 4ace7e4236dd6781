/** Pop-up (modal) settings (SPEC.md §2 "Modal mode", §3 `modal`, §9). */
export interface ModalSettings {
  /** Underlay colour. @default 'transparent' */
  bg: string
  /** Open and close speed, ms. @default 1000 */
  sp: number
  /** Prevent page scrolling while open. @default false */
  pS: boolean
  /** Horizontal alignment. @default 'center' */
  h: 'center' | 'left' | 'right'
  /** Vertical alignment (exports may write `center`). @default 'middle' */
  v: 'middle' | 'top' | 'bottom'
}

/** A modal trigger, read from its settings string (SPEC.md §3 "Trigger settings string keys"). */
export interface ModalTrigger extends ModalSettings {
  /** Open after this delay, ms; -1 for no time trigger. @default -1 */
  t: number
  /** One-time cookie lifetime, days; 0 shows it every time. @default 0 */
  co: number
  /** Open at this scroll offset (px) or when this element selector scrolls in (keys `so` or `s`); null for none. @default null */
  s: number | string | null
  /** Custom document event that opens it; '' for none. @default '' */
  e: string
  /** Open when the page hash equals the module alias. @default false */
  ha: boolean
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Pop-up settings, filled by `@strata/modal`. */
    modal: ModalSettings
  }
}
