import { describe, expect, it } from 'vitest';
import { fakeWindow } from './fake-window';
import { createHashHistory, parsePath } from './history';

describe('parsePath', () => {
  it('splits the path and the query', () => {
    expect(parsePath('/pdf?policyNo=P1&docId=2')).toEqual({ pathname: '/pdf', search: '?policyNo=P1&docId=2' });
    expect(parsePath('/policy-query')).toEqual({ pathname: '/policy-query', search: '' });
  });

  it('reads an empty or bare path as home', () => {
    expect(parsePath('')).toEqual({ pathname: '/', search: '' });
    expect(parsePath('?')).toEqual({ pathname: '/', search: '' });
  });
});

describe('the hash history', () => {
  it('writes #/ into an empty hash and numbers the first entry 0', () => {
    const browser = fakeWindow('');
    const history = createHashHistory(browser.win);
    expect(browser.entries[0].hash).toBe('#/');
    expect(history.index()).toBe(0);
    expect(browser.win.history.state).toMatchObject({ idx: 0 });
  });

  it('keeps the number of an entry written before a reload', () => {
    const browser = fakeWindow('#/policy-query');
    browser.win.history.replaceState({ usr: null, key: 'k', idx: 4 }, '', '#/policy-query');
    expect(createHashHistory(browser.win).index()).toBe(4);
  });

  it('pushes entries with the state a page passed along', () => {
    const browser = fakeWindow('#/');
    const history = createHashHistory(browser.win);
    history.push(history.locationFor('/policy-queryResult', { fromQuery: true }));
    expect(history.index()).toBe(1);
    expect(history.location()).toMatchObject({ pathname: '/policy-queryResult', state: { fromQuery: true } });
  });

  it('reports a back move with how far it went', () => {
    const browser = fakeWindow('#/');
    const history = createHashHistory(browser.win);
    history.push(history.locationFor('/a'));
    history.push(history.locationFor('/b'));
    const pops: number[] = [];
    history.listen(({ delta }) => pops.push(delta));
    history.go(-2);
    expect(pops).toEqual([-2]);
    expect(history.location().pathname).toBe('/');
  });

  it('numbers a hash typed by hand as the next entry', () => {
    const browser = fakeWindow('#/');
    const history = createHashHistory(browser.win);
    const seen: string[] = [];
    history.listen(({ location, delta }) => seen.push(`${location.pathname} ${delta}`));
    browser.typeHash('#/claims-query');
    expect(seen).toEqual(['/claims-query 1']);
    expect(history.index()).toBe(1);
    expect(browser.win.history.state).toMatchObject({ idx: 1 });
  });

  it('does not report the move that undoes a refused back', () => {
    const browser = fakeWindow('#/');
    const history = createHashHistory(browser.win);
    history.push(history.locationFor('/order-pay'));
    const seen: number[] = [];
    history.listen(({ delta }) => {
      seen.push(delta);
      history.undo(delta);
    });
    history.go(-1);
    expect(seen).toEqual([-1]);
    expect(history.location().pathname).toBe('/order-pay');
    expect(history.index()).toBe(1);
  });
});
