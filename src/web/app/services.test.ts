import { readFileSync } from 'node:fs';
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
    // A spec route with no other way to it (ninth review): the grid, the site map and 更多服务 name it.
    expect(visibleServices(ROUTE_PATHS).map((s) => s.id)).toContain('violationQuery');
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

  it('finds a service asked for in a customer’s words, not only by its tile’s name', () => {
    const ids = (text: string) => searchServices(SERVICES, text).map((s) => s.id);
    // 查保单 is what the care home calls the policy query; it found nothing here.
    expect(ids('查保单')).toEqual(ids('保单'));
    expect(ids('查保单')).toContain('policyQuery');
    expect(ids('我要续保')).toEqual(['renewal']);
    expect(ids('理赔进度查询')).toEqual(['claimsQuery']);
    expect(ids('查发票')).toEqual(['invoiceQuery']);
    expect(ids('缴费')).toEqual(['orderPay']);
    // The asking words alone are searched as typed: 查询 is in the names of the query services.
    expect(ids('查询')).toContain('policyQuery');
    // A service's own name still matches as typed.
    expect(ids('在线客服')).toEqual(['customerService']);
  });
});

/** The links of 更多服务 as the editors wrote them (content/channels.json, channel `more`). */
function moreServicesLinks(): string[] {
  type Channel = { code: string; columns: { modules?: { link: string }[] }[] };
  const channels = JSON.parse(
    readFileSync(new URL('../../../content/channels.json', import.meta.url), 'utf8'),
  ) as Channel[];
  const more = channels.find((channel) => channel.code === 'more');
  return (more?.columns ?? []).flatMap((column) => (column.modules ?? []).map((module) => module.link));
}

describe('更多服务 (the more-services page)', () => {
  const links = moreServicesLinks();
  const inApp = links.filter((link) => link.startsWith('/')).map((link) => link.split('?')[0]);

  it('links only pages the route table has', () => {
    for (const path of inApp) expect(ROUTE_PATHS.has(path), path).toBe(true);
  });

  it("links every customer service of the catalogue: it is the portal's list of them all", () => {
    const customers = SERVICES.filter((s) => s.group !== 'staff');
    for (const s of customers) expect(inApp, `${s.name} ${s.route}`).toContain(s.route);
  });

  it('links the violation query and the promotion pages, and no staff page', () => {
    expect(inApp).toEqual(expect.arrayContaining(['/violation-query', '/redEnvelope-coupon', '/buy-car']));
    expect(inApp.filter((path) => path.startsWith('/groupBuy'))).toEqual([]);
  });
});
