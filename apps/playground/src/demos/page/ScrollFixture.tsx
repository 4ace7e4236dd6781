import { scrollToAnchor } from '@strata/core/page'
import { useState } from 'react'

/** Each button scrolls to an anchor of this tall page with docs/behaviour.md §2's caps. */
const targets = [
  { id: 'middle', offset: 100, label: 'Middle (offset 100)' },
  { id: 'page-end', offset: 0, label: 'Page end (past the max: capped)' },
  { id: 'page-top', offset: 400, label: 'Top, offset 400 (below 0: no scroll)' },
  { id: 'missing', offset: 0, label: 'Missing anchor (reported)' },
]

// Fixed, so the buttons stay at hand wherever the page is scrolled; at the bottom, so they never
// cover the page's header and title.
const bar = {
  position: 'fixed',
  bottom: 12,
  right: 12,
  padding: 8,
  background: '#fffd',
  boxShadow: '0 2px 8px #0003',
  borderRadius: 6,
} as const
const anchor = { padding: '1rem', background: '#e9f0f7', border: '1px solid #9ab' } as const

export function ScrollFixture() {
  const [status, setStatus] = useState('idle')
  const go = (id: string, offset: number) => {
    setStatus('scrolling')
    let reported = ''
    scrollToAnchor(id, {
      offset,
      speed: 400,
      ease: 'power2.inOut',
      updateHash: true,
      report: (path, message) => {
        reported = `reported ${path}: ${message}`
      },
      done: (arrived) => setStatus(arrived ? `arrived ${id}` : reported || `not scrolled ${id}`),
    })
  }
  return (
    <div>
      <div id="page-top" style={anchor}>
        Top anchor
      </div>
      <nav className="controls" style={bar}>
        {targets.map(({ id, offset, label }) => (
          <button key={id} type="button" data-target={id} onClick={() => go(id, offset)}>
            {label}
          </button>
        ))}
        <output data-testid="scroll-status">{status}</output>
      </nav>
      <div style={{ height: 1500 }} />
      <div id="middle" style={anchor}>
        Middle anchor
      </div>
      <div style={{ height: 1500 }} />
      <div id="page-end" style={anchor}>
        Page-end anchor: its top is past the last scroll position
      </div>
    </div>
  )
}
