import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rows } from './rows';

const row = (label: string, value: string) => `<div class="rows-row"><dt>${label}</dt><dd>${value}</dd></div>`;

describe('Rows', () => {
  it('leaves out a row given as false, null or undefined, and writes — for an empty value', () => {
    const html = renderToStaticMarkup(
      <Rows rows={[['保单号', 'P1'], false, ['险种', ''], null, ['车牌号', undefined], undefined, ['金额', 0]]} />,
    );
    expect(html).toBe(
      `<dl class="rows">${row('保单号', 'P1')}${row('险种', '—')}${row('车牌号', '—')}${row('金额', '0')}</dl>`,
    );
  });
});
