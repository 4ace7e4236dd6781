/** Structural CSS of the scrubber: a range input styled through the `--strata-scrub-*` properties (controls/scrubber-style.ts). Inserted after `BASE_CSS` and before the skins (plugin.ts). */
export const SCRUBBER_CSS = `.strata-nav input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.strata-scrubber{appearance:none;width:var(--strata-scrub-ms);height:calc(var(--strata-scrub-hs) + 2 * var(--strata-scrub-hp));padding:var(--strata-scrub-hp);background:var(--strata-scrub-pa);border-radius:var(--strata-scrub-cor)}
.strata-scrubber::-webkit-slider-runnable-track{height:var(--strata-scrub-ts);background:var(--strata-scrub-sc);opacity:var(--strata-scrub-to);border-radius:var(--strata-scrub-cor)}
.strata-scrubber::-moz-range-track{height:var(--strata-scrub-ts);background:var(--strata-scrub-sc);opacity:var(--strata-scrub-to);border-radius:var(--strata-scrub-cor)}
.strata-scrubber::-webkit-slider-thumb{appearance:none;width:var(--strata-scrub-hs);height:var(--strata-scrub-hs);margin-top:calc((var(--strata-scrub-ts) - var(--strata-scrub-hs)) / 2);background:var(--strata-scrub-ha);border-radius:var(--strata-scrub-sk)}
.strata-scrubber::-moz-range-thumb{width:var(--strata-scrub-hs);height:var(--strata-scrub-hs);background:var(--strata-scrub-ha);border:0;border-radius:var(--strata-scrub-sk)}`
