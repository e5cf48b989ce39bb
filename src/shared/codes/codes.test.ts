import { describe, expect, it } from 'vitest';
import { CALL_BACK_TIMES } from './callback-times';
import { CHANNEL_TYPES } from './channel-types';
import { codesOf, nameOf } from './code-table';
import { COURIERS } from './couriers';
import { DELIVERY_STATUS_SEQUENCE_1, DELIVERY_STATUS_SEQUENCE_2 } from './delivery-status';
import { HEALTH_BRANCHES } from './health-branches';
import { ID_TYPES } from './id-types';
import { CODE_TABLES } from './index';
import { SITE_TYPES } from './site-types';

const everyTable = { ...CODE_TABLES, channelType: CHANNEL_TYPES };

describe('code tables', () => {
  it.each(Object.entries(everyTable))('%s has unique codes and non-empty names', (_name, table) => {
    expect(table.length).toBeGreaterThan(0);
    expect(new Set(codesOf(table)).size).toBe(table.length);
    for (const item of table) {
      expect(item.code).toMatch(/^\S+$/);
      expect(item.name.trim()).not.toBe('');
    }
  });

  it('serves the tables under the names getPrpCodeValuesList uses', () => {
    expect(Object.keys(CODE_TABLES).sort()).toEqual(
      [
        'idType',
        'insuranceType',
        'relationship',
        'complainantIdentity',
        'healthBranch',
        'siteType',
        'serviceItem',
        'quickComplaintSex',
        'complainantSex',
        'callBackTime',
        'courier',
        'deliveryStatus1',
        'deliveryStatus2',
      ].sort(),
    );
  });

  it('lists every ID type of spec section 3, and the company code car owners use', () => {
    expect(codesOf(ID_TYPES)).toEqual('01 02 03 04 05 07 09 10 16 17 21 25 26 31 40 41 43 44 99'.split(' '));
    expect(ID_TYPES.find((t) => t.code === '31')?.name).toBe('统一社会信用代码');
  });

  it.each([
    ['insuranceType', 12],
    ['relationship', 6],
    ['complainantIdentity', 10],
    ['serviceItem', 11],
    ['quickComplaintSex', 2],
    ['complainantSex', 2],
  ])('%s has %i entries', (name, count) => {
    expect(CODE_TABLES[name]).toHaveLength(count);
  });

  it('health branches: about 25, codes 8611 to 8695, 86 + province or 869x', () => {
    expect(HEALTH_BRANCHES.length).toBeGreaterThanOrEqual(20);
    expect(HEALTH_BRANCHES.length).toBeLessThanOrEqual(30);
    expect(HEALTH_BRANCHES[0].code).toBe('8611');
    expect(HEALTH_BRANCHES[HEALTH_BRANCHES.length - 1].code).toBe('8695');
    for (const { code } of HEALTH_BRANCHES) expect(code).toMatch(/^86(?:[1-6]\d|9[1-5])$/);
  });

  it('site types are the spec codes plus the 00000 default', () => {
    expect(nameOf(SITE_TYPES, '00000')).toBe('全部');
    expect(nameOf(SITE_TYPES, '01000')).toBe('理赔网点');
    expect(nameOf(SITE_TYPES, '10000')).toBe('营业网点');
    expect(nameOf(SITE_TYPES, '00001')).toBe('合作修理厂');
    expect(nameOf(SITE_TYPES, '00010')).toBe('定损点');
    expect(nameOf(SITE_TYPES, '00100')).toBe('4S店');
  });

  it('call-back times: as soon as possible, then each hour 8 to 18', () => {
    expect(CALL_BACK_TIMES[0]).toEqual({ code: '11111', name: '尽快回电' });
    expect(codesOf(CALL_BACK_TIMES.slice(1))).toEqual(['8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18']);
    expect(nameOf(CALL_BACK_TIMES, '8')).toBe('08:00-09:00');
    expect(nameOf(CALL_BACK_TIMES, '18')).toBe('18:00-19:00');
  });

  it('delivery sequences match spec section 4 exactly', () => {
    expect(DELIVERY_STATUS_SEQUENCE_1).toEqual([
      { code: '0', name: '投保成功' },
      { code: '1', name: '即将收费' },
      { code: '2', name: '正在收费途中' },
      { code: '3', name: '即将派送保单' },
      { code: '4', name: '派送中' },
      { code: '5', name: '已签收' },
      { code: '61', name: '即将派送（派送失败）' },
      { code: '62', name: '派送中（派送失败）' },
    ]);
    expect(DELIVERY_STATUS_SEQUENCE_2).toEqual([
      { code: '0', name: '投保成功' },
      { code: '1', name: '即将派送保单' },
      { code: '2', name: '派送中' },
      { code: '3', name: '已签收' },
      { code: '41', name: '派送中（派送失败）' },
      { code: '42', name: '即将派送（派送失败）' },
    ]);
  });

  it('couriers: about 38, names unique too', () => {
    expect(COURIERS.length).toBeGreaterThanOrEqual(36);
    expect(COURIERS.length).toBeLessThanOrEqual(40);
    expect(new Set(COURIERS.map((c) => c.name)).size).toBe(COURIERS.length);
    expect(nameOf(COURIERS, 'SF')).toBe('顺丰速运');
  });

  it('nameOf is undefined for an unknown code', () => {
    expect(nameOf(ID_TYPES, '06')).toBeUndefined();
    expect(nameOf(ID_TYPES, '01')).toBe('居民身份证');
  });
});
