import { hydrateRoot } from 'react-dom/client'
import { slideTitles } from '../src/plugins/slide-titles'
import { ssrApp } from './app'

// Hydration problems are reported, never swallowed: the test fails on any console error.
const plugins = [slideTitles()]
const container = document.getElementById('app')
if (container)
  hydrateRoot(container, ssrApp(plugins), {
    onRecoverableError: (error) => console.error('recoverable', error),
  })
