/**
 * Hostile payloads for the reliability specs (docs/security.md). Each one, if it ever ran, would
 * set `window.__pwned<N>` or navigate the page to a URL with `pwned` in it.
 */
export const LAYER_PAYLOADS: readonly string[] = [
  '<img src="data:image/png;base64,AAAA" onerror="window.__pwned1=1">',
  '<svg width="80" height="30"><a><animate attributeName="href" values="javascript:window.__pwned2=1"></animate><text y="20">A2</text></a></svg>',
  '<svg width="80" height="30"><a><set attributeName="href" to="javascript:window.__pwned3=1"></set><text y="20">A3</text></a></svg>',
  '<a href=" javascript:window.__pwned4=1">A4</a>',
  '<a href="&#106;avascript:window.__pwned5=1">A5</a>',
  '<a href="java&#9;script:window.__pwned6=1">A6</a>',
  '<a href="javascript&colon;window.__pwned7=1">A7</a>',
  '<iframe srcdoc="<script>parent.__pwned8=1</script>"></iframe>',
  '<form action="javascript:window.__pwned9=1"><button>B9</button></form>',
  '<form action="/?pwned=form"><input name="q" value="1"><button>B10</button></form>',
  '<math><mtext><table><mglyph><style><img src="data:image/png;base64,AAAA" onerror="window.__pwned11=1">',
  '<details open ontoggle="window.__pwned12=1">D12</details>',
  '<svg onload="window.__pwned13=1"></svg>',
  '<meta http-equiv="refresh" content="0;url=/?pwned=meta">',
  '<base href="https://pwned.invalid/">',
  '<link rel="stylesheet" href="/pwned-stylesheet.css">',
  '<object data="javascript:window.__pwned17=1"></object>',
  '<noscript><p title="</noscript><img src=&quot;data:image/png;base64,AAAA&quot; onerror=&quot;window.__pwned18=1&quot;>"></noscript>',
  '<a href="data:text/html,<script>opener.__pwned19=1</script>">A19</a>',
  '<svg><a xlink:href="javascript:window.__pwned20=1"><text y="20">A20</text></a></svg>',
  // A link action on an event no visitor makes (an image's error): the page must stay.
  '<img src="/missing-a21.png" data-strata-actions=\'[{"a":"link","evt":"error","link":"/?pwned=action-error"}]\'>',
]

/** Nav templates carry the same families (issue #24 item 2). */
export const TEMPLATE_PAYLOAD = [
  '<span>{{title}}</span>',
  '<a href=" javascript:window.__pwned21=1">T21</a>',
  '<meta http-equiv="refresh" content="0;url=/?pwned=template-meta">',
  '<base href="https://pwned.invalid/">',
  '<link rel="stylesheet" href="/pwned-template.css">',
  '<form action="/?pwned=template-form"><button>T22</button></form>',
  '<img src="data:image/png;base64,AAAA" onerror="window.__pwned23=1">',
].join('')

/** A module in the export shape with one text layer per payload and hostile nav templates. */
export function hostileModule(): Record<string, unknown> {
  const layers: Record<string, unknown> = {}
  LAYER_PAYLOADS.forEach((text, i) => {
    layers[`p${i}`] = { id: `p${i}`, type: 'text', content: { text } }
  })
  return {
    id: 'hostile',
    settings: {
      alias: 'hostile',
      nav: { tabs: { set: true, html: TEMPLATE_PAYLOAD } },
    },
    slides: {
      1: { id: 1, slide: { title: 'Hostile one' }, layers },
      2: { id: 2, slide: { title: 'Hostile two' }, layers: {} },
    },
  }
}
