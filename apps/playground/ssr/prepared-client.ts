import type { RawRecord } from '@strata/core'
import { hydrateRoot } from 'react-dom/client'
import { slideTitles } from '../src/plugins/slide-titles'
import { MODULE_SCRIPT_ID, ssrPreparedApp } from './prepared-app'

// The prepared module comes in the page, as a server framework hands its props to the client.
const data = document.getElementById(MODULE_SCRIPT_ID)?.textContent ?? '{}'
const container = document.getElementById('app')
if (container)
  hydrateRoot(container, ssrPreparedApp(JSON.parse(data) as RawRecord, [slideTitles()]), {
    onRecoverableError: (error) => console.error('recoverable', error),
  })
