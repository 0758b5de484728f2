/**
 * HTML a hostile server, mail sender or contact could send, and what must not be left of it once the
 * product has rendered it. The inputs are built from parts rather than listed, so each way of hiding a
 * scheme meets each place an address can stand: links, images, media, forms, SVG and MathML.
 */

/** The same refused destination, written the ways browsers still read as that scheme. */
const disguisedSchemes = [
  'javascript:window.hostileRan=1',
  'JaVaScRiPt:window.hostileRan=1',
  ' javascript:window.hostileRan=1',
  '\u0001javascript:window.hostileRan=1',
  'java\tscript:window.hostileRan=1',
  'java&#x0A;script:window.hostileRan=1',
  'java&#13;script:window.hostileRan=1',
  '&#106;avascript:window.hostileRan=1',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.hostileRan=1',
  'javascript&colon;window.hostileRan=1',
  'javascript&#58;window.hostileRan=1',
  '&Tab;javascript:window.hostileRan=1',
  'vbscript:msgbox(1)',
  'VBSCRIPT:msgbox(1)',
  'data:text/html,<script>window.hostileRan=1</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuaG9zdGlsZVJhbj0xPC9zY3JpcHQ+',
  ' DATA:text/html,<b>x</b>',
  'data:image/svg+xml,<svg onload="window.hostileRan=1"/>',
  'data:application/xhtml+xml,<p/>',
  'file:///etc/passwd',
  'ftp://files.example.org/a',
  'blob:https://example.org/0f2a',
  'filesystem:https://example.org/temporary/a',
  'jar:https://example.org/a.jar!/',
];

/** Every place in an element where one of those addresses could be followed or loaded. */
const carriers: ((address: string) => string)[] = [
  (address) => `<a href="${address}">Link</a>`,
  (address) => `<a href='${address}'>Link</a>`,
  (address) => `<a href=${address.replace(/\s/g, '')}>Link</a>`,
  (address) => `<img src="${address}" alt="Bild">`,
  (address) => `<img srcset="https://example.org/a.png 1x, ${address} 2x" alt="Bild">`,
  (address) => `<picture><source srcset="${address}"><img src="https://example.org/a.png" alt="Bild"></picture>`,
  (address) => `<video controls poster="${address}"><source src="${address}"></video>`,
  (address) => `<audio controls src="${address}"></audio>`,
  (address) => `<iframe src="${address}" title="Rahmen"></iframe>`,
  (address) => `<object data="${address}">Objekt</object>`,
  (address) => `<embed src="${address}">`,
  (address) => `<form action="${address}"><button>Senden</button></form>`,
  (address) => `<form><button formaction="${address}">Senden</button></form>`,
  (address) => `<svg><a href="${address}"><text x="0" y="15">SVG</text></a></svg>`,
  (address) => `<svg><a xlink:href="${address}"><text x="0" y="15">SVG</text></a></svg>`,
  (address) => `<svg><image href="${address}" width="10" height="10"/></svg>`,
  (address) => `<svg><use href="${address}#x"/></svg>`,
  (address) => `<math><mi xlink:href="${address}">M</mi></math>`,
  (address) => `<table background="${address}"><tr><td>Zelle</td></tr></table>`,
  (address) => `<blockquote cite="${address}">Zitat</blockquote>`,
  (address) => `<area href="${address}" alt="Fläche">`,
];

/** Scripts, handlers and markup that changes the page around it, or covers it, without an address. */
const pageAttacks = [
  '<script>window.hostileRan=1</script>',
  '<SCRIPT SRC=https://example.org/x.js></SCRIPT>',
  '<img src=x onerror="window.hostileRan=1">',
  '<img src=x OnError=window.hostileRan=1>',
  '<img/src=x/onerror=window.hostileRan=1>',
  '<svg onload=window.hostileRan=1>',
  '<svg><script>window.hostileRan=1</script></svg>',
  '<svg><animate onbegin=window.hostileRan=1 attributeName=x dur=1s>',
  '<svg><a><animate attributeName=href values=javascript:window.hostileRan=1 /><text y=15>klick</text></a></svg>',
  '<svg><set attributeName=href to=javascript:window.hostileRan=1 /></svg>',
  '<body onload=window.hostileRan=1>',
  '<details open ontoggle=window.hostileRan=1>',
  '<iframe srcdoc="<script>parent.hostileRan=1</script>" title="x"></iframe>',
  '<meta http-equiv="refresh" content="0;url=https://example.org">',
  '<base href="https://example.org/">',
  '<link rel="stylesheet" href="https://example.org/evil.css">',
  '<style>body{display:none!important}</style>Text',
  'Text<style>html{visibility:hidden}</style>',
  '<STYLE>@import "https://example.org/evil.css";</STYLE>',
  '<svg><style>*{fill:red}</style></svg>',
  '<noscript><style>body{display:none}</style></noscript>',
  '<template><style>body{display:none}</style></template>',
  '<div style="position:fixed;inset:0;background:#fff">Bitte neu anmelden</div>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">Anmeldung</div>',
  '<p style="position:sticky;top:0">Oben</p>',
  '<span style="position : fixed ; inset : 0">Deckel</span>',
  '<div style="background:url(javascript:window.hostileRan=1)">Hintergrund</div>',
  '<div style="behavior:url(x.htc)">Alt</div>',
  '<div popover="manual" id="hostile-popover">Überdeckt</div><button popovertarget="hostile-popover">Öffnen</button>',
  '<dialog open>Dialog</dialog>',
  '<svg></p><style><a title="</style><img src=x onerror=window.hostileRan=1>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.hostileRan=1>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=window.hostileRan=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.hostileRan=1>">',
  '<xmp><p title="</xmp><img src=x onerror=window.hostileRan=1>">',
  '<a href="https://example.org" target="_top">Oben</a>',
  '<form name="getElementById"><input name="attributes"></form>Text',
  '<img name="cookie" src="https://example.org/a.png" alt="Bild">',
  '<input autofocus onfocus=window.hostileRan=1>',
  '<marquee onstart=window.hostileRan=1>Laufschrift</marquee>',
  '<object type="text/x-scriptlet" data="https://example.org/x.sct"></object>',
  '<embed type="image/svg+xml" src="https://example.org/x.svg">',
  '<frameset><frame src="https://example.org"></frameset>',
  '<isindex action="javascript:window.hostileRan=1" type=image>',
  '<x onclick=window.hostileRan=1>Klick</x>',
  '<a href="#" onclick="window.hostileRan=1">Klick</a>',
  '<img src="x:x" onerror\u000b=window.hostileRan=1>',
  '"><img src=x onerror=window.hostileRan=1>',
  "'><svg/onload=window.hostileRan=1>",
  '<!--<img src=x onerror=window.hostileRan=1>-->',
  '<![CDATA[<img src=x onerror=window.hostileRan=1>]]>',
  '<img src="https://example.org/a.png" alt="<img src=x onerror=window.hostileRan=1>">',
];

/** Addresses that are fine and must still work after sanitising, next to the refused ones. */
const allowedAddresses = [
  'https://example.org/leitfaden',
  'http://example.org/',
  'mailto:anna.gruber@example.at',
  'tel:+4312345678',
  '/de-AT/help/guides',
  'guides/first-call',
  '#abschnitt',
  '?seite=2',
];

/**
 * The corpus: each refused scheme in each carrier, each attack on the page, and each allowed address
 * in the carriers that take it. More than 500 inputs, the size of the corpus the sanitiser was measured with.
 */
export const hostileHtml: readonly string[] = [
  ...disguisedSchemes.flatMap((address) => carriers.map((carrier) => carrier(address))),
  ...pageAttacks,
  ...allowedAddresses.flatMap((address) => [carriers[0]!(address), carriers[3]!(address)]),
];

/** The attributes whose value the browser follows, loads or submits to. */
const addressAttributes = [
  'href',
  'xlink:href',
  'src',
  'srcset',
  'poster',
  'action',
  'formaction',
  'data',
  'background',
  'cite',
  'values',
  'to',
  'from',
  'by',
];

/** A picture the app's own data (an uploaded product picture, say) may carry inline: a raster image, nothing that runs. */
const inlinePicture = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/]*={0,2}$/i;

/** The scheme as the browser reads it: its URL parser drops the spaces, control characters and tabs a disguise hides behind. */
function schemeOf(address: string): string {
  try {
    return new URL(address, document.baseURI).protocol;
  } catch {
    // Not an address at all: nothing follows it.
    return '';
  }
}

function refusedAddress(element: Element, attribute: string, value: string): boolean {
  const candidates = attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
  return candidates.some((address) => {
    const scheme = schemeOf(address);
    if (['http:', 'https:', ''].includes(scheme)) return false;
    if (['mailto:', 'tel:'].includes(scheme)) return !['a', 'area'].includes(element.localName);
    return !(scheme === 'data:' && attribute !== 'href' && inlinePicture.test(address.trim()));
  });
}

/** Elements that load, run or restyle something whatever their attributes are. */
const refusedElements = 'script, style, link, meta, base, iframe, frame, frameset, object, embed, noscript, template, form';

/**
 * Everything in `root` that the product must not show: a refused address, a script or handler, a
 * style sheet or inline style, an element that leaves the page's flow to cover it (fixed, sticky, a
 * popover or a modal), each described so a failure names it.
 */
export function dangersIn(root: Element): string[] {
  const dangers: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (element.matches(refusedElements)) dangers.push(`<${name}> element`);
    for (const attribute of element.getAttributeNames()) {
      const value = element.getAttribute(attribute) ?? '';
      if (/^on/i.test(attribute)) dangers.push(`${attribute} handler on <${name}>`);
      else if (['style', 'srcdoc', 'popover', 'popovertarget', 'autofocus'].includes(attribute)) dangers.push(`${attribute} on <${name}>`);
      else if (addressAttributes.includes(attribute) && refusedAddress(element, attribute, value))
        dangers.push(`${attribute}="${value}" on <${name}>`);
    }
    const { position } = getComputedStyle(element);
    if (position === 'fixed' || position === 'sticky') dangers.push(`position ${position} on <${name}>`);
    if (element.matches(':popover-open, :modal')) dangers.push(`<${name}> over the page`);
  }
  return dangers;
}
