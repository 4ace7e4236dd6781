import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { installMotionOverride } from './shell/motion-override'
import './styles.css'

// Before any slider reads prefers-reduced-motion; `?motion=reduce` starts with the switch on.
installMotionOverride(new URLSearchParams(window.location.search).get('motion') === 'reduce')

const container = document.getElementById('app')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
