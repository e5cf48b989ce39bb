import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { inertScreen, withBuiltAssets, withEntryPages } from './prerender';

const INDEX = `<html><head><title>t</title></head>
  <body>
    <div id="app"><div class="app-fallback" role="status"><span>加载中...</span></div></div>
    <script type="module" src="/x.js"></script>
  </body></html>`;

describe('withEntryPages', () => {
  it('puts one inert template per page after #app, then the swap script, and keeps the loading state', () => {
    const html = withEntryPages(
      INDEX,
      new Map([
        ['/', '<div class="app-shell"><h1>首页</h1></div>'],
        ['/policy-query', '<div class="app-shell"><h1>保单查询</h1></div>'],
      ]),
    );
    expect(html).toContain(
      '<span>加载中...</span></div></div>\n    <template id="entry-page:/"><div inert="" class="app-shell"><h1>首页</h1></div></template>',
    );
    expect(html).toContain('<template id="entry-page:/policy-query"><div inert="" class="app-shell">');
    expect(html.indexOf('<script data-app="prerender">')).toBeGreaterThan(html.indexOf('entry-page:/policy-query'));
    expect(html.indexOf('<script data-app="prerender">')).toBeLessThan(html.indexOf('src="/x.js"'));
  });

  it("adds a route's filled screen (early-fill.ts) as an inert `entry-fill:` template, once the fill would match it", () => {
    const card =
      '<article data-site-id="{{siteId}}"><h3>{{name}}</h3><span>{{type}}</span><p>{{address}}</p><p>{{hours}}</p><p>{{services}}</p><a href="tel:95500">{{phone}}95500</a><a href="https://uri.amap.com/marker?position=2.25,1.5&amp;name=%7B%7Bname%7D%7D&amp;coordinate=wgs84&amp;callnative=1">路线</a></article>';
    const filled = `<div class="app-shell"><p>共 <!-- -->{{total}}<!-- --> 个网点</p><section>${card}</section></div>`;
    const pages = new Map([['/network-query', '<div class="app-shell"><section></section></div>']]);
    const html = withEntryPages(INDEX, pages, new Map([['/network-query', filled]]));
    expect(html).toContain(`<template id="entry-fill:/network-query"><div inert="" class="app-shell"><p>共`);
    expect(html.indexOf('entry-fill:')).toBeLessThan(html.indexOf('<script data-app="prerender">'));
    expect(() =>
      withEntryPages(INDEX, pages, new Map([['/network-query', filled.replace('{{hours}}', '{{hourz}}')]])),
    ).toThrow(/hours/);
    expect(() => withEntryPages(INDEX, new Map(), new Map([['/network-query', filled]]))).toThrow(/no first screen/);
  });

  it('refuses an index.html without the loading state, and a page with a script in it', () => {
    expect(() => withEntryPages('<div id="main"></div>', new Map())).toThrow(/#app/);
    expect(() => withEntryPages(INDEX, new Map([['/', '<div><script>x()</script></div>']]))).toThrow(/script/);
  });
});

describe('inertScreen', () => {
  it('makes the outer element inert and refuses markup that does not start with one', () => {
    expect(inertScreen('<div class="a"><input></div>')).toBe('<div inert="" class="a"><input></div>');
    expect(() => inertScreen('text<div></div>')).toThrow(/element/);
  });
});

describe('withBuiltAssets', () => {
  const bundle = {
    'assets/bg-Ab12.svg': { type: 'asset', fileName: 'assets/bg-Ab12.svg', originalFileNames: ['assets/bg.svg'] },
    'assets/logo-Cd34.png': {
      type: 'asset',
      fileName: 'assets/logo-Cd34.png',
      originalFileNames: ['src/web/assets/logo.png'],
    },
  } as unknown as OutputBundle;

  it('names pictures by their built file, as the browser will ask for them', () => {
    const html = '<header style="--bg:url(&quot;/home/assets/bg.svg&quot;)"><img src="/home/assets/logo.png"></header>';
    expect(withBuiltAssets(html, bundle, '/home/')).toBe(
      '<header style="--bg:url(&quot;/home/assets/bg-Ab12.svg&quot;)"><img src="/home/assets/logo-Cd34.png"></header>',
    );
  });

  it('keeps an address that is already built, and refuses one the build does not have', () => {
    expect(withBuiltAssets('<img src="/home/assets/bg-Ab12.svg">', bundle, '/home/')).toContain('bg-Ab12.svg');
    expect(() => withBuiltAssets('<img src="/home/assets/missing.svg">', bundle, '/home/')).toThrow(/not a built file/);
  });
});
