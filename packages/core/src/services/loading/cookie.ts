/** Cookie helper; expiry is set in hours (docs/behaviour.md §9). */
export interface Cookies {
  /** Sets `name=value` for `hours` (a session cookie when 0 or not finite). @default path '/' */
  set(name: string, value: string, hours: number): boolean
  /** The cookie's value, or undefined. */
  get(name: string): string | undefined
  remove(name: string): void
}

/** Names are letters, digits and `_-.`, so a hostile name cannot add cookie attributes. */
const NAME = /^[\w.-]{1,200}$/

/** Cookies of `doc`; bad names are refused (set returns false, get returns undefined). */
export function createCookies(doc: Document = document): Cookies {
  const write = (name: string, value: string, expires?: Date) => {
    const until = expires ? `; expires=${expires.toUTCString()}` : ''
    doc.cookie = `${name}=${encodeURIComponent(value)}${until}; path=/; SameSite=Lax`
  }
  return {
    set(name, value, hours) {
      if (!NAME.test(name) || typeof value !== 'string') return false
      const ms = Number(hours) * 3_600_000
      write(name, value, Number.isFinite(ms) && ms !== 0 ? new Date(Date.now() + ms) : undefined)
      return true
    },
    get(name) {
      if (!NAME.test(name)) return undefined
      for (const part of doc.cookie.split(';')) {
        const eq = part.indexOf('=')
        if (eq > 0 && part.slice(0, eq).trim() === name) {
          try {
            return decodeURIComponent(part.slice(eq + 1).trim())
          } catch {
            return part.slice(eq + 1).trim()
          }
        }
      }
      return undefined
    },
    remove(name) {
      if (NAME.test(name)) write(name, '', new Date(0))
    },
  }
}
