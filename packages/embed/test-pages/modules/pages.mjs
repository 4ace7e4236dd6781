// Builds the drop-in test pages (pages made for the original front end, docs/embed.md "Drop-in"):
// run `node modules/pages.mjs` after a change; the .html files are committed.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { module } from './make.mjs'

const pages = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The page-wide globals the original front end prints in <head>, then Strata's file. */
const head = (title, endpoints) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>body{margin:0;font:16px/1.4 sans-serif}h1{margin:0;padding:16px}.below{height:900px;padding:16px;background:#eee}</style>
<script>
window.SR7 ??= {}; window._tpt ??= {};
SR7.JSON ??= {}; SR7.PMH ??= {}; SR7.E ??= {};
${
  endpoints
    ? `SR7.E.resturl = '/wp-json/';
SR7.E.ajaxurl = '/wp-admin/admin-ajax.php';
SR7.E.nonce = 'b4d7c0ffee';
SR7.E.plugin_url = '/wp-content/plugins/revslider/';`
    : `SR7.E.plugin_url = '/wp-content/plugins/revslider/';`
}
</script>
<script src="/browser/strata-sr7.iife.js"></script>
</head>
<body>
<h1>${title}</h1>
`

/** The module element with its fallback markup: per slide a background image and the headline. */
const markup = (id, dbId, alias, name, slides = 3) => {
  const slide = (k) => `    <sr7-slide id="${id}-${k}" data-key="${k}">
      <sr7-bg id="${id}-${k}-6" class="sr7-layer"><noscript><img src="/img/bg-${k}.svg" alt="" title="${name} ${k}" width="1240" height="400"></noscript></sr7-bg>
      <sr7-txt id="${id}-${k}-7" class="sr7-layer">${name} slide ${k}</sr7-txt>
    </sr7-slide>`
  const list = Array.from({ length: slides }, (_, i) => i + 1)
  return `<sr7-module id="${id}" data-alias="${alias}" data-id="${dbId}" data-version="7.0.5.1">
  <sr7-adjuster></sr7-adjuster>
  <sr7-content>
${list.map(slide).join('\n')}
  </sr7-content>
  <image_lists>${list.map((k) => `<img src="/img/bg-${k}.svg" alt="${name} ${k}">`).join('')}</image_lists>
</sr7-module>
`
}

/** The pre-sizing script the original front end prints after a module: heights per level. */
const preSizing = (id) => `<script>
SR7.PMH.${id} = { cn: 100, state: false, fn: function () {
  var job = SR7.PMH.${id};
  if (window._tpt && _tpt.prepareModuleHeight) {
    _tpt.prepareModuleHeight({ id: ${JSON.stringify(id)}, el: [400, 400, 400, 400, 400], type: 'standard', gw: [1240, 1240, 1024, 778, 480], gh: [400, 400, 400, 400, 400], size: { fullWidth: true, fullHeight: false }, mh: 0 });
    job.state = true;
  } else if (job.cn-- > 0) setTimeout(job.fn, 19);
} };
SR7.PMH.${id}.fn();
</script>
`
const data = (id, value) => `<script>SR7.JSON.${id} = ${JSON.stringify(value)};</script>\n`
const tail = `<div class="below">The page goes on below the module.</div>
</body>
</html>
`

const PAGES = {
  'dropin-inline.html':
    head('Drop-in: inline data', true) +
    markup('SR7_1_1', 1, 'hero', 'Hero') +
    preSizing('SR7_1_1') +
    data('SR7_1_1', module('SR7_1_1', 'Hero', { nav: true })) +
    tail,
  'dropin-lazy.html':
    head('Drop-in: lazy slides', true) +
    markup('SR7_5_1', 5, 'lazy', 'Lazy') +
    preSizing('SR7_5_1') +
    data('SR7_5_1', module('SR7_5_1', 'Lazy', { lazy: [2, 3] })) +
    tail,
  'dropin-two.html':
    head('Drop-in: two modules', true) +
    markup('SR7_1_1', 1, 'hero', 'Hero') +
    preSizing('SR7_1_1') +
    data('SR7_1_1', module('SR7_1_1', 'Hero')) +
    '<p>Between the modules.</p>\n' +
    markup('SR7_8_1', 8, 'news', 'News') +
    preSizing('SR7_8_1') +
    tail,
  'dropin-missing.html':
    head('Drop-in: a module without data', false) +
    markup('SR7_3_1', 3, 'gone', 'Gone', 1) +
    preSizing('SR7_3_1') +
    markup('SR7_1_1', 1, 'hero', 'Hero') +
    preSizing('SR7_1_1') +
    data('SR7_1_1', module('SR7_1_1', 'Hero')) +
    tail,
}

for (const [file, html] of Object.entries(PAGES)) writeFileSync(join(pages, file), html)
