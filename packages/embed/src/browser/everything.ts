// Browser file "everything": core and every plugin package, GSAP included. Loading it registers
// <strata-slider> with every plugin.

/** The GSAP copy inside the file. */
export { gsap } from 'gsap'
export * from './all'
