import type { AnyPlugin } from '@strata/core'
import { allPlugins } from '../../plugins/all-plugins'

/** What a pasted module runs with: every real plugin, as a site would load them. */
export const byoPlugins = (): readonly AnyPlugin[] => allPlugins()
