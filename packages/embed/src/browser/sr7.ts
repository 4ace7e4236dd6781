// Browser file "sr7" (classic script): everything, plus drop-in mode started at once, for pages
// made for the original front end (docs/embed.md "Drop-in"). Put it where that front end's
// script tags were, in <head>, so the pages' pre-sizing scripts find it.
import { startDropIn } from '../drop-in/drop-in'
import { allPlugins } from '../plugins/all'

export * from './everything'
/** The page's drop-in mode: its sliders by module id, `ready`, `destroy()`. */
export const dropIn = startDropIn({ plugins: allPlugins })
