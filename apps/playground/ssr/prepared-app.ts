import type { AnyPlugin, RawRecord } from '@strata/core'
import { Slider } from '@strata/react/prepared'
import { createElement } from 'react'

/** The id of the page's `<script type="application/json">` holding the prepared module. */
export const MODULE_SCRIPT_ID = 'ssr-hero-module'

/**
 * The SSR page's tree for a prepared module (`@strata/react/prepared`): the server and the
 * browser render the same one, from the module the server prepared and put in the page.
 */
export const ssrPreparedApp = (module: RawRecord, plugins: readonly AnyPlugin[]) =>
  createElement(Slider, { module, plugins, id: 'ssr-hero' })
