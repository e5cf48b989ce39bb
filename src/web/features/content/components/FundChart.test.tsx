import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FundChart } from './FundChart';

const chart = (values: string[]) =>
  renderToStaticMarkup(
    <FundChart points={values.map((unitValue, i) => ({ date: `2026-11-${10 + i}`, unitValue }))} label="货币B" />,
  );

describe('FundChart', () => {
  it('calls a flat line 持平, in words and the plain colour (a money fund read 区间上涨 0.00% in red)', () => {
    const html = chart(['1.0032', '1.0032', '1.0032']);
    expect(html).toContain('区间持平 <strong class="is-flat">0.00%</strong>');
    expect(html).toContain('aria-label="货币B：从2026-11-10的1.0032到2026-11-12的1.0032，持平0%');
  });

  it('names a rise and a fall, the word saying which way', () => {
    expect(chart(['1.0000', '1.0500'])).toContain('区间上涨 <strong class="is-up">5.00%</strong>');
    expect(chart(['1.0000', '0.9800'])).toContain('区间下跌 <strong class="is-down">2.00%</strong>');
  });
});
