import { describePluginContract } from '../../testing'
import { actions } from './actions/actions'
import { deepLink } from './deep-link/deep-link'
import { observers } from './observers/observers'

describePluginContract('deep-link', () => deepLink({ write: true }))
describePluginContract('actions', () => actions())
describePluginContract('observers', () => observers({ scrollBased: true }))
