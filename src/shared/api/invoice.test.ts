import { describe, expect, it } from 'vitest';
import { issueDateRange, queryInvoiceBybillNo } from './invoice';

const withDate = (issueDate: string) =>
  queryInvoiceBybillNo.request.safeParse({ invoiceNumber: '26110000000000000001', issueDate });

describe('the invoice issue date', () => {
  const year = issueDateRange().min.slice(0, 4);

  it('takes a real calendar date, 29 February of a leap year included', () => {
    expect(withDate(`${year}-03-31`).success).toBe(true);
    expect(withDate('2024-02-29').success).toBe(true);
  });

  it.each([['2025-02-31'], ['2025-02-29'], ['2026-04-31'], ['2026-13-01'], ['2026-00-10'], ['2026-06-00']])(
    'refuses %s, a date no calendar has, in words',
    (issueDate) => {
      const parsed = withDate(issueDate);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(['请选择开票日期']);
    },
  );
});
