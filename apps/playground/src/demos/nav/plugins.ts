import { nav } from '@strata/nav'
import { slideTitles } from '../../plugins/slide-titles'
import { slideColors } from './slide-colors'

/** Fresh plugin objects for one slider: titles and colours stand in for layers. */
export const navDemoPlugins = () => [slideTitles(), slideColors(), nav()]
