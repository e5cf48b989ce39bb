import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from './routes';
import { groupServices, SERVICE_GROUPS, SERVICES, searchServices, visibleServices } from './services';

describe('service catalogue', () => {
  it('has unique ids, each in a known group', () => {
    const ids = SERVICES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const groups = new Set(SERVICE_GROUPS.map((g) => g.id));
    for (const s of SERVICES) expect(groups.has(s.group)).toBe(true);
  });

  it('shows only entries whose route exists', () => {
    const routes = new Set(['/invoice-query', '/help-center']);
    expect(visibleServices(routes).map((s) => s.id)).toEqual(['invoiceQuery', 'helpCenter']);
    expect(visibleServices(new Set())).toEqual([]);
  });

  it('shows what the current route table serves', () => {
    for (const entry of visibleServices(ROUTE_PATHS)) expect(ROUTE_PATHS.has(entry.route)).toBe(true);
    expect(visibleServices(ROUTE_PATHS).map((s) => s.id)).toContain('disclosure');
  });

  it('groups in the catalogue order, leaving out empty groups', () => {
    const grouped = groupServices(visibleServices(new Set(['/invoice-query', '/policy-query'])));
    expect(grouped.map((g) => g.id)).toEqual(['policy', 'invoice']);
    expect(grouped[0].entries.map((e) => e.id)).toEqual(['policyQuery', 'ePolicy']);
  });

  it('searches names and hints', () => {
    expect(searchServices(SERVICES, '发票').map((s) => s.id)).toEqual(['invoiceQuery']);
    expect(searchServices(SERVICES, '  ')).toHaveLength(SERVICES.length);
  });
});
