import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../shared/api/sites';
import { EARLY_CALL_KEY, EARLY_MAX_AGE_MS, type EarlyCall } from '../api/early-call-key';
import { SiteCard } from '../features/sites/components/SiteCard';
import { EARLY_OK_CODE } from './early-call';
import { checkFillScreen, FILL_RUNTIME, fillTemplateId, SAMPLE_SITE, TOTAL_MARK } from './early-fill';

/*
 * The fill runs in index.html, before any module; a test in Node has no DOM,
 * so a small one below holds what the fill touches, with a parser for the
 * markup React's server render writes.
 */

class MiniNode {
  parentNode: MiniElement | MiniFragment | null = null;
}
class MiniText extends MiniNode {
  constructor(public data: string) {
    super();
  }
  cloneNode(_deep?: boolean) {
    return new MiniText(this.data);
  }
}
class MiniComment extends MiniNode {
  constructor(public data: string) {
    super();
  }
  cloneNode(_deep?: boolean) {
    return new MiniComment(this.data);
  }
}
class MiniParent extends MiniNode {
  childNodes: MiniNode[] = [];
  append(...nodes: MiniNode[]) {
    for (const node of nodes) {
      if (node instanceof MiniFragment) {
        this.append(...node.childNodes);
        node.childNodes = [];
        continue;
      }
      node.parentNode = this as unknown as MiniElement;
      this.childNodes.push(node);
    }
  }
  insertBefore(node: MiniNode, before: MiniNode) {
    node.parentNode = this as unknown as MiniElement;
    this.childNodes.splice(this.childNodes.indexOf(before), 0, node);
  }
  removeChild(node: MiniNode) {
    this.childNodes.splice(this.childNodes.indexOf(node), 1);
    node.parentNode = null;
  }
  replaceChildren(...nodes: MiniNode[]) {
    this.childNodes = [];
    this.append(...nodes);
  }
  get children(): MiniElement[] {
    return this.childNodes.filter((n): n is MiniElement => n instanceof MiniElement);
  }
  get firstElementChild() {
    return this.children[0] ?? null;
  }
  get childElementCount() {
    return this.children.length;
  }
  set textContent(text: string) {
    this.replaceChildren(new MiniText(text));
  }
  /** Every element below, in document order. */
  querySelectorAll(selector: '*'): MiniElement[] {
    if (selector !== '*') throw new Error(`mini DOM: ${selector}`);
    return this.children.flatMap((child) => [child, ...child.querySelectorAll('*')]);
  }
  /** Only `[name="value"]`, what the fill asks. */
  querySelector(selector: string): MiniElement | null {
    const match = /^\[([a-z-]+)="([^"]*)"\]$/.exec(selector);
    if (!match) throw new Error(`mini DOM: ${selector}`);
    return this.querySelectorAll('*').find((el) => el.getAttribute(match[1]) === match[2]) ?? null;
  }
}
class MiniFragment extends MiniParent {
  cloneNode(): MiniFragment {
    const copy = new MiniFragment();
    copy.append(...this.childNodes.map((n) => (n as MiniText).cloneNode(true)));
    return copy;
  }
}
class MiniElement extends MiniParent {
  attributes: { name: string; value: string }[] = [];
  content = new MiniFragment();
  constructor(public tagName: string) {
    super();
  }
  getAttribute(name: string) {
    return this.attributes.find((a) => a.name === name)?.value ?? null;
  }
  hasAttribute(name: string) {
    return this.getAttribute(name) !== null;
  }
  cloneNode(deep = false): MiniElement {
    const copy = new MiniElement(this.tagName);
    copy.attributes = this.attributes.map((a) => ({ ...a }));
    if (deep) copy.append(...this.childNodes.map((n) => (n as MiniText).cloneNode(true)));
    return copy;
  }
}

const VOID = new Set(['input', 'br', 'img', 'hr', 'meta', 'link']);
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** React's server markup into the mini DOM (a <template>'s children go to its content). */
function parse(html: string): MiniFragment {
  const root = new MiniFragment();
  const stack: MiniParent[] = [root];
  const top = () => stack[stack.length - 1];
  const token = /<!--([\s\S]*?)-->|<\/([a-z0-9]+)>|<([a-z0-9]+)((?:\s+[a-zA-Z-:]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/g;
  for (const [, comment, close, open, attributes, text] of html.matchAll(token)) {
    if (comment !== undefined) top().append(new MiniComment(comment));
    else if (text !== undefined) top().append(new MiniText(decode(text)));
    else if (close) stack.pop();
    else if (open) {
      const el = new MiniElement(open);
      for (const [, name, value] of (attributes ?? '').matchAll(/([a-zA-Z-:]+)(?:="([^"]*)")?/g))
        el.attributes.push({ name, value: decode(value ?? '') });
      top().append(el);
      if (!VOID.has(open)) stack.push(open === 'template' ? el.content : el);
    }
  }
  return root;
}

/** The mini DOM as markup, without comments (a server render has them between texts, a client render not). */
function serialise(node: MiniNode): string {
  if (node instanceof MiniText) return node.data.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (node instanceof MiniComment) return '';
  if (node instanceof MiniElement) {
    const attributes = node.attributes.map(
      (a) => ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
    );
    const inner = node.childNodes.map(serialise).join('');
    return VOID.has(node.tagName)
      ? `<${node.tagName}${attributes.join('')}>`
      : `<${node.tagName}${attributes.join('')}>${inner}</${node.tagName}>`;
  }
  return (node as MiniParent).childNodes.map(serialise).join('');
}

/** Text nodes below `root`, in order: the TreeWalker the fill asks for (SHOW_TEXT). */
function treeWalker(root: MiniParent, what: number) {
  if (what !== 4) throw new Error('mini DOM: only text nodes');
  const texts: MiniText[] = [];
  const walk = (node: MiniNode) => {
    if (node instanceof MiniText) texts.push(node);
    if (node instanceof MiniParent) for (const child of node.childNodes) walk(child);
  };
  walk(root);
  let at = -1;
  return {
    nextNode: () => ++at < texts.length,
    get currentNode() {
      return texts[at];
    },
  };
}

const noop = () => undefined;
const card = (site: SiteInfo) => renderToString(<SiteCard site={site} onMap={noop} />);
const summary = (total: string) => `<p class="sites-summary">共 <!-- -->${total}<!-- --> 个网点</p>`;
const screen = (list: string) =>
  `<div class="app-shell"><main><h1>网点查询</h1>${list}<div class="adm-infinite-scroll">加载中</div></main></div>`;
/** The prerendered screens as the build writes them: without a list, and with the sample answer's. */
const EMPTY = screen('<section aria-label="网点列表"></section>').replace('<div', '<div inert=""');
const FILLED = screen(`${summary(TOTAL_MARK)}<section aria-label="网点列表">${card(SAMPLE_SITE)}</section>`).replace(
  '<div',
  '<div inert=""',
);

const SITES: SiteInfo[] = [
  {
    siteId: 'S12',
    name: '人保财险北京东城区快速定损点',
    websitetype: '00010',
    typeNames: ['定损点'],
    serviceitems: ['02'],
    serviceNames: ['理赔', '咨询', '定损'],
    provinceCode: '11000000',
    cityCode: '11010000',
    countycode: '11010100',
    address: '东城区工业东路180号',
    phone: '010-87657886',
    hours: '周一至周五 08:30-17:30',
    lat: 39.90871,
    lng: 116.397499,
  },
  {
    siteId: 'S7',
    name: '<img src=x onerror="alert(1)"> & "网点" \'{{name}}\'',
    websitetype: '11000',
    typeNames: ['理赔网点', '<b>营业网点</b>', TOTAL_MARK],
    serviceitems: [],
    serviceNames: [],
    provinceCode: '11000000',
    cityCode: '11010000',
    countycode: '',
    address: '{{address}}',
    phone: '(010) 8765 4321 转 8',
    hours: '</p><script>alert(2)</script>',
    lat: 40,
    lng: 116.1,
  },
  {
    siteId: 'S8',
    name: 'A',
    websitetype: '00001',
    typeNames: [],
    serviceitems: ['01'],
    serviceNames: ['承保'],
    provinceCode: '11000000',
    cityCode: '11010000',
    countycode: '11010200',
    address: '西城区 1 号',
    phone: '',
    hours: '',
    lat: 39.1234567,
    lng: 116.0000001,
  },
];

const answer = (data: Record<string, unknown>, resultCode = EARLY_OK_CODE) => ({
  head: {},
  body: {
    common: { resultCode, resultMsg: '' },
    siteInfoList: SITES,
    total: 93,
    hasMore: true,
    sortedBy: 'name',
    ...data,
  },
});

interface Page {
  readyState?: string;
  appHtml?: string;
  at?: number;
  claimed?: boolean;
}

/** index.html with the fill's template, the early call on `window`, and the fill as the early call calls it. */
function page({ readyState = 'complete', appHtml = EMPTY, at = Date.now(), claimed = false }: Page = {}) {
  const app = new MiniElement('div');
  app.append(parse(appHtml));
  const [template] = parse(`<template>${FILLED}</template>`).children;
  const listeners: (() => void)[] = [];
  const document = {
    readyState,
    getElementById: (id: string) => (id === 'app' ? app : id === fillTemplateId('/network-query') ? template : null),
    createTreeWalker: treeWalker,
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && listeners.push(listener),
  };
  const early: Partial<EarlyCall> = { path: '/x', body: '{}', at, claimed };
  const window: Record<string, unknown> = { [EARLY_CALL_KEY]: early };
  const fill = new Function('window', 'document', `return ${FILL_RUNTIME};`)(window, document)(
    EARLY_CALL_KEY,
    EARLY_OK_CODE,
    EARLY_MAX_AGE_MS,
    fillTemplateId('/network-query'),
    SAMPLE_SITE,
    TOTAL_MARK,
  ) as (early: unknown, json: unknown) => void;
  return {
    fill: (json: unknown) => fill(early, json),
    shown: () => app.childNodes.map(serialise).join(''),
    parsed: () => {
      document.readyState = 'interactive';
      for (const listener of listeners) listener();
    },
    early,
    window,
  };
}

/** What React shows for `sites` (inside the same screen), comments aside. */
const reactScreen = (sites: SiteInfo[], total: number) =>
  serialise(
    parse(screen(`${summary(String(total))}<section aria-label="网点列表">${sites.map(card).join('')}</section>`))
      .children[0],
  ).replace('<div', '<div inert=""');

describe('the fill of the prerendered network query', () => {
  it("shows the answer's sites as React's SiteCard shows them, inside the same screen, still inert", () => {
    const p = page();
    p.fill(answer({}));
    expect(p.shown()).toBe(reactScreen(SITES, 93));
    // Texts stay texts: markup in a name is shown, never parsed.
    expect(p.shown()).toContain('&lt;img src=x onerror="alert(1)"&gt;');
    expect(p.shown()).not.toContain('<script');
  });

  it("waits for the page's markup when the answer comes first", () => {
    const p = page({ readyState: 'loading' });
    p.fill(answer({}));
    expect(p.shown()).toBe(serialise(parse(EMPTY)));
    p.parsed();
    expect(p.shown()).toBe(reactScreen(SITES, 93));
  });

  it('leaves the screen alone once React has it, or for an answer React would show otherwise', () => {
    const cases: [Page, unknown][] = [
      [{ claimed: true }, answer({})],
      [{ appHtml: EMPTY.replace(' inert=""', '') }, answer({})],
      [{ appHtml: '<div class="app-fallback">加载中...</div>' }, answer({})],
      [{ at: Date.now() - EARLY_MAX_AGE_MS - 1 }, answer({})],
      [{}, answer({ sortedBy: 'distance' })],
      [{}, answer({ hasMore: false })],
      [{}, answer({ siteInfoList: [] })],
      [{}, answer({ siteInfoList: [{ ...SITES[0], distanceKm: 1.2 }] })],
      [{}, answer({}, 'E3000400')],
      [{}, null],
      [{}, { body: {} }],
    ];
    for (const [visit, json] of cases) {
      const p = page(visit);
      const before = p.shown();
      p.fill(json);
      expect(p.shown()).toBe(before);
    }
    const gone = page();
    gone.window[EARLY_CALL_KEY] = undefined;
    gone.fill(answer({}));
    expect(gone.shown()).toBe(serialise(parse(EMPTY)));
  });

  it('leaves the empty copy whole when a site cannot be read', () => {
    const p = page();
    p.fill(answer({ siteInfoList: [SITES[0], { siteId: 'S9' }] }));
    expect(p.shown()).toBe(serialise(parse(EMPTY)));
  });
});

describe('checkFillScreen (the build refuses a fill that would not match the page)', () => {
  const sampleScreen = (card = renderToString(<SiteCard site={SAMPLE_SITE} onMap={noop} />)) =>
    screen(`${summary(TOTAL_MARK)}<section>${card}</section>`);

  it("accepts the page's sample render", () => {
    expect(() => checkFillScreen(sampleScreen())).not.toThrow();
  });

  it('refuses a card that shows a field the fill does not fill, or a link it computes otherwise', () => {
    const card = renderToString(<SiteCard site={SAMPLE_SITE} onMap={noop} />);
    expect(() =>
      checkFillScreen(sampleScreen(`${card.replace('</article>', '<p>{{countycode}}</p></article>')}`)),
    ).toThrow(/\{\{countycode\}\}/);
    expect(() => checkFillScreen(sampleScreen(card.replace('href="tel:', 'href="tel:+86')))).toThrow(/tel/);
    expect(() => checkFillScreen(sampleScreen(card + card))).toThrow(/one sample card/);
    expect(() => checkFillScreen(sampleScreen('<article>none</article>'))).toThrow(/one sample card/);
    expect(() => checkFillScreen(sampleScreen().replace(TOTAL_MARK, '0'))).toThrow(/total/);
  });
});
