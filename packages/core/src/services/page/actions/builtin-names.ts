/** Class the module carries while fullscreen (docs/behaviour.md §4 "Module flags"). */
export const FULLSCREEN_CLASS = 'strata-fullscreen'
/** Class a layer carries while an action has hidden it. */
export const LAYER_HIDDEN_CLASS = 'strata-layer-hidden'

/**
 * The built-in actions by handler, each with the names exports (7.x and migrated 6.x) and
 * docs/behaviour.md use for it, as `actionKey` folds them. The names are known at once (an
 * unknown one is reported when bound); the handlers (`./builtins`) load on demand.
 */
export const BUILTIN_NAMES: Readonly<Record<string, string>> = {
  next: 'next nextslide nextslider',
  prev: 'prev previous prevslide previousslide prevslider',
  jump: 'jumpto jumptoslide callslide gotoslide',
  pause: 'pause pauseslider pauseslideshow stopslider stopslideshow',
  resume: 'resume play resumeslider playslider resumeslideshow playslideshow startslider',
  toggle: 'toggleslider toggleslideshow',
  scrollto: 'scrollto',
  below: 'scrollbelow scrollunder scrollbelowslider',
  layerin: 'startlayer startin layerin',
  layerout: 'stoplayer startout layerout',
  simulateclick: 'simulateclick',
  fullscreen: 'gofullscreen enterfullscreen',
  exitfullscreen: 'exitfullscreen',
  link: 'link menulink',
  toggleclass: 'toggleclass',
  playscene: 'playscene',
  togglefullscreen: 'togglefullscreen',
  togglelayer: 'togglelayer',
  event: 'event',
}

/** Each name of `BUILTIN_NAMES` with its handler's key. */
export function builtinNames(): Array<[name: string, handler: string]> {
  return Object.entries(BUILTIN_NAMES).flatMap(([key, names]) =>
    names.split(' ').map((n): [string, string] => [n, key]),
  )
}
