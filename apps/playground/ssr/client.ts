import { hydrateRoot } from 'react-dom/client'
import { slideTitles } from '../src/plugins/slide-titles'
import { ssrApp } from './app'

// Hydration problems are reported, never swallowed: the test fails on any console error.
const plugins = [slideTitles()]
const container = document.getElementById('app')
// The page's nonce, when it has one: the property keeps it where the attribute is hidden.
const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce || undefined
if (container)
  hydrateRoot(container, ssrApp(plugins, nonce), {
    onRecoverableError: (error) => console.error('recoverable', error),
  })
