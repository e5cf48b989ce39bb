import type { SiteInfo } from '../../shared/api/sites';

/**
 * Fills the first visit's site list into the prerendered network query as
 * soon as the early call's answer is in, before React has arrived (build
 * only; issue 9, Lighthouse's LCP).
 *
 * The network query's largest paint is its first site card. The early call
 * (early-call.ts) has the list long before the shell (≈ 100 kB gzip) and the
 * page's chunk have downloaded and run, yet the cards waited for React: LCP
 * 2.5–2.75 s against ≤ 1.2 s on the other landing pages. index.html now also
 * carries the page's first screen *with* a list (prerender.ts, template
 * `entry-fill:<route>`), rendered at build time by the real page from a sample
 * answer whose texts are marks (`{{name}}`…). When the answer arrives and the
 * prerendered screen still shows, this inline code clones that screen, makes
 * one copy of the sample card per site and puts each site's texts in place of
 * the marks — text by `data`, links by `setAttribute`, never markup from the
 * answer — then shows it in place of the empty copy, still inert.
 *
 * React then takes over with the same output: its first render shows the same
 * answer (features/sites/components/use-site-query.ts `seededFirstPage`, read
 * from `settled`) and marks the call `claimed`, after which nothing here
 * touches the page. The card's texts and links are computed here as SiteCard
 * computes them; early-fill.test.ts holds the two equal on the demo sites,
 * and `checkFillScreen` refuses a build whose card shows a field this code
 * does not fill. Only the page as a first visit renders it is filled: sorted
 * by name (no position), more to come (the list ends in the "loading" line),
 * no site selected; any other answer is left to React.
 */

/** A mark: what the sample answer carries in place of a text, and the prerendered card shows. */
const mark = (name: string) => `{{${name}}}`;

/**
 * The sample site the page renders at build time. Every text is a mark, so a
 * text SiteCard shows that this code does not fill is seen (checkFillScreen);
 * the coordinates are numbers, which only the route link shows. The phone's
 * digits are what its `tel:` link shows.
 */
export const SAMPLE_SITE: SiteInfo = {
  siteId: mark('siteId'),
  name: mark('name'),
  websitetype: mark('websitetype'),
  typeNames: [mark('type')],
  serviceitems: [mark('serviceitems')],
  serviceNames: [mark('services')],
  provinceCode: mark('provinceCode'),
  cityCode: mark('cityCode'),
  countycode: mark('countycode'),
  address: mark('address'),
  phone: `${mark('phone')}95500`,
  hours: mark('hours'),
  lat: 1.5,
  lng: 2.25,
};

/** The total's mark in the summary line ("共 N 个网点"). */
export const TOTAL_MARK = mark('total');

/** The sample answer the page renders at build time (the shape of the site query's answer; total is a mark). */
export function sampleAnswer() {
  return {
    siteInfoList: [SAMPLE_SITE],
    total: TOTAL_MARK as unknown as number,
    hasMore: true,
    sortedBy: 'name' as const,
  };
}

/**
 * What SiteCard shows of a site, each text or link whole (plain ES5, run as
 * written in index.html and evaluated in tests): its keys are the fill's
 * fields, its values for SAMPLE_SITE are the marks the prerendered card holds.
 */
export const CARD_FIELDS = `function (s) {
  return {
    siteId: s.siteId,
    name: s.name,
    address: s.address,
    hours: s.hours,
    services: s.serviceNames.join('\\u3001'),
    phone: s.phone,
    tel: 'tel:' + s.phone.replace(/[^\\d]/g, ''),
    route: 'https://uri.amap.com/marker?position=' + s.lng + ',' + s.lat + '&name=' + encodeURIComponent(s.name) +
      '&coordinate=wgs84&callnative=1'
  };
}`;

/** CARD_FIELDS as a function, for the build's checks and the tests. */
export const cardFields = new Function(`return (${CARD_FIELDS});`)() as (site: SiteInfo) => Record<string, string>;

/**
 * The fill (plain ES5, run as written): `(function (…) { … })` called with the
 * early call's key, the OK result code, the adoption age limit, the template's
 * id and the sample site; it returns what the early call calls with the answer.
 */
export const FILL_RUNTIME = `(function (key, okCode, maxAge, templateId, sample, totalMark) {
  var fields = ${CARD_FIELDS};
  var marks = fields(sample);
  var byMark = {};
  for (var field in marks) if (Object.prototype.hasOwnProperty.call(marks, field)) byMark['=' + marks[field]] = field;
  var typeMark = sample.typeNames[0];
  function textsOf(root) {
    var out = [];
    var walker = document.createTreeWalker(root, 4);
    while (walker.nextNode()) out.push(walker.currentNode);
    return out;
  }
  function card(sampleCard, site) {
    var copy = sampleCard.cloneNode(true);
    var values = fields(site);
    var elements = [copy].concat([].slice.call(copy.querySelectorAll('*')));
    for (var i = 0; i < elements.length; i++) {
      var attributes = elements[i].attributes;
      for (var j = 0; j < attributes.length; j++) {
        var name = byMark['=' + attributes[j].value];
        if (name) attributes[j].value = values[name];
      }
    }
    var texts = textsOf(copy);
    for (var k = 0; k < texts.length; k++) {
      var text = texts[k];
      if (text.data === typeMark) {
        // One tag per type, as SiteCard maps them.
        var tag = text.parentNode;
        for (var t = 0; t < site.typeNames.length; t++) {
          var one = tag.cloneNode(false);
          one.textContent = site.typeNames[t];
          tag.parentNode.insertBefore(one, tag);
        }
        tag.parentNode.removeChild(tag);
      } else if (byMark['=' + text.data]) {
        text.data = values[byMark['=' + text.data]];
      }
    }
    return copy;
  }
  function show(early, data) {
    // React has begun to render the page (it shows the same list itself), or the page is gone.
    if (window[key] !== early || early.claimed) return;
    var app = document.getElementById('app');
    var screen = app && app.firstElementChild;
    var template = document.getElementById(templateId);
    if (!template || !screen || app.childElementCount !== 1 || !screen.hasAttribute('inert')) return;
    var copy = template.content.cloneNode(true);
    var sampleCard = copy.querySelector('[data-site-id="' + sample.siteId + '"]');
    if (!sampleCard) return;
    // The total first: a site's own text may read like a mark, and is never replaced.
    var texts = textsOf(copy);
    for (var k = 0; k < texts.length; k++) if (texts[k].data === totalMark) texts[k].data = String(data.total);
    // Built whole before it is shown: a site the code cannot read leaves the empty copy as it was.
    for (var i = 0; i < data.siteInfoList.length; i++)
      sampleCard.parentNode.insertBefore(card(sampleCard, data.siteInfoList[i]), sampleCard);
    sampleCard.parentNode.removeChild(sampleCard);
    app.replaceChildren(copy);
  }
  return function (early, json) {
    var data = json && json.body;
    if (!data || !data.common || data.common.resultCode !== okCode) return;
    var list = data.siteInfoList;
    if (!list || !list.length || data.sortedBy !== 'name' || data.hasMore !== true) return;
    for (var i = 0; i < list.length; i++) if (list[i].distanceKm !== undefined) return;
    if (Date.now() - early.at > maxAge || typeof document.createTreeWalker !== 'function') return;
    function run() {
      try {
        show(early, data);
      } catch (e) {}
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  };
})`;

/** The template's id in index.html for a route's filled first screen. */
export const fillTemplateId = (route: string) => `entry-fill:${route}`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * Refuses a filled screen (the page rendered from sampleAnswer) that the fill
 * would not turn into the page's own render: exactly one sample card; each of
 * its fields shown whole, once, as a text or an attribute; the total once; and
 * no mark left over (a text of the site SiteCard shows that the fill does not
 * fill would stay "{{…}}" on screen).
 */
export function checkFillScreen(screen: string): void {
  const count = (needle: string) => screen.split(needle).length - 1;
  const fail = (why: string) => {
    throw new Error(`early-fill: ${why}; the fill (build/early-fill.ts) and SiteCard must change together`);
  };
  if (count(`data-site-id="${escapeAttribute(SAMPLE_SITE.siteId)}"`) !== 1) fail('not exactly one sample card');
  let rest = screen;
  const take = (needle: string, what: string) => {
    if (count(needle) !== 1) fail(`${what} is not shown exactly once (${needle})`);
    rest = rest.replace(needle, '');
  };
  for (const [field, value] of Object.entries(cardFields(SAMPLE_SITE))) {
    const asText = count(`>${escapeText(value)}<`);
    if (asText) take(`>${escapeText(value)}<`, `the card's ${field}`);
    else take(`="${escapeAttribute(value)}"`, `the card's ${field}`);
  }
  take(`>${escapeText(SAMPLE_SITE.typeNames[0])}<`, "the card's type tag");
  take(`>${TOTAL_MARK}<`, 'the total');
  const left = /\{\{[^}]*\}\}/.exec(rest);
  if (left) fail(`the page shows ${left[0]}, which the fill does not fill`);
}
