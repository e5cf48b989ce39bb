import { describe, expect, it } from 'vitest';
import { isNewView } from './views';

describe('isNewView', () => {
  it('is a new view for another page, however it was reached', () => {
    expect(isNewView('/information-list', '/', 'PUSH')).toBe(true);
    expect(isNewView('/information-list', '/', 'POP')).toBe(true);
    // A redirect replaces the address, yet shows another page.
    expect(isNewView('/', '/policy-query', 'REPLACE')).toBe(true);
  });

  it('is a new view for the same page at an address tapped to or reached by back and forward', () => {
    // A news article from its list (/information-list?slug=), a product from the product list.
    expect(isNewView('/information-list', '/information-list', 'PUSH')).toBe(true);
    expect(isNewView('/product-list', '/product-list', 'POP')).toBe(true);
  });

  it('is the same view when the page keeps its own state in the address', () => {
    expect(isNewView('/complaint', '/complaint', 'REPLACE')).toBe(false);
  });
});
