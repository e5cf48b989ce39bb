import { describe, expect, it } from 'vitest';
import { followVisitorCity, initialCity } from './site-request';

const visitor = (cityCode: string, cityName = '') => ({ cityCode, cityName });

describe('the city a query starts with', () => {
  it('is Beijing, named, for a visitor whose city is unknown or only a province', () => {
    expect(initialCity(visitor('11000000', '北京市'))).toEqual({ cityCode: '11010000', cityName: '北京市' });
    expect(initialCity(visitor('44000000', '广东省'))).toEqual({ cityCode: '11010000', cityName: '北京市' });
    expect(initialCity(visitor(''))).toEqual({ cityCode: '11010000', cityName: '北京市' });
  });

  it("is the visitor's city under the visitor's name for it, unnamed until that is known", () => {
    expect(initialCity(visitor('44010000'))).toEqual({ cityCode: '44010000', cityName: '' });
    expect(initialCity(visitor('44010000', '广州市'))).toEqual({ cityCode: '44010000', cityName: '广州市' });
  });

  it("is a county's city, not Beijing, for a district's link (named by its city)", () => {
    expect(initialCity(visitor('44010600', '广州市'))).toEqual({ cityCode: '44010000', cityName: '广州市' });
  });
});

describe("the query's city as the visitor's city is checked", () => {
  const started = { cityCode: '44010000', cityName: '' };

  it('starts from the visitor when nothing is stored', () => {
    expect(followVisitorCity({ cityCode: '', cityName: '' }, visitor('44010000', '广州市'))).toEqual({
      cityCode: '44010000',
      cityName: '广州市',
    });
  });

  it("takes the visitor's name once the link's check has named the city it started in", () => {
    expect(followVisitorCity(started, visitor('44010000', '广州市'))).toEqual({ cityName: '广州市' });
    expect(followVisitorCity(started, visitor('44010600', '广州市'))).toEqual({ cityName: '广州市' });
    expect(followVisitorCity(started, visitor('44010000'))).toBeNull();
  });

  it('goes to Beijing, county and chosen site cleared, when the check drops an unknown code', () => {
    expect(followVisitorCity({ cityCode: '99000000', cityName: '' }, visitor(''))).toEqual({
      cityCode: '11010000',
      cityName: '北京市',
      countycode: '',
      chooseItem: '',
    });
  });

  it('keeps a city the customer chose, whatever the visitor’s city becomes', () => {
    expect(followVisitorCity({ cityCode: '44030000', cityName: '深圳市' }, visitor('44010000', '广州市'))).toBeNull();
    expect(followVisitorCity({ cityCode: '11010000', cityName: '北京市' }, visitor(''))).toBeNull();
  });
});
