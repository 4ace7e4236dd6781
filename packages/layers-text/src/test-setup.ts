import { loadGsap } from './timeline/gsap-chunk'

// Most tests build a slide's GSAP scenes at once, as a module does whose data the plugin's
// `prepare` read (it loads GSAP first). on-demand.test.ts starts from fresh modules, with none.
await loadGsap()
