/**
 * Structural CSS every skin builds on: the overlay, the controls' boxes, visible focus, and no
 * transitions under reduced motion. Scoped to `.strata-nav`, inserted in the module before the
 * skins. The resets and the look weigh one class (`:where(.strata-nav) .x`): more than a page's
 * `button {}` rules, no more than any rule of a skin's template, which comes later and wins. What
 * the layout needs (items in a row, placed by Strata) holds against a template written for an
 * engine that placed each item itself (`position:absolute` bullets). The rules of the kinds that
 * load on demand (tabs, thumbnails, progress bar, scrubber), the scrubber's
 * focus ring included, come with their chunk (kinds.ts).
 */
export const BASE_CSS =
  '.strata-nav{position:absolute;inset:0;pointer-events:none;z-index:20}' +
  '.strata-nav>*{position:absolute;pointer-events:auto;box-sizing:border-box;transition:opacity .3s}' +
  '.strata-nav>[data-nav-hidden]{opacity:0;pointer-events:none}' +
  ':where(.strata-nav) [type=button]{font:inherit;cursor:pointer;padding:0;margin:0;border:0;background:none;color:inherit}' +
  '.strata-nav button:focus-visible,.strata-play:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}' +
  '.strata-play,:where(.strata-nav) .strata-arrow{display:flex;align-items:center;justify-content:center}' +
  '.strata-arrow[data-chevron]::before{content:"";width:30%;height:30%;border:solid;border-width:0 0 3px 3px;box-sizing:border-box}' +
  '.strata-arrow-prev[data-chevron]::before{transform:translateX(15%) rotate(45deg)}' +
  '.strata-arrow-next[data-chevron]::before{transform:translateX(-15%) rotate(-135deg)}' +
  '.strata-bullets{display:flex;gap:var(--strata-gap,5px)}' +
  '.strata-nav .strata-bullet{position:relative!important;left:auto!important;top:auto!important;flex:none}' +
  '.strata-nav [data-d=vertical]{flex-direction:column}' +
  '.strata-play{width:36px;height:36px;border-radius:50%!important;background:rgba(0,0,0,.55)!important;color:#fff!important}' +
  '.strata-play::before{content:"";box-sizing:border-box;width:12px;height:14px;border:solid;border-width:0 4px}' +
  '.strata-play[data-playing=false]::before{width:0;height:0;border-width:7px 0 7px 12px;border-color:transparent transparent transparent currentColor}' +
  // Core's `state.reducedMotion` is the media query's answer, which nav marks on its layer.
  '.strata-nav[data-reduced-motion] *{transition:none!important;animation:none!important}'
