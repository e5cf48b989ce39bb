import { describe, expect, it } from 'vitest';
import { followVisitorCity, initialCity } from './site-request';

const visitor = (cityCode: string, cityName = '') => ({ cityCode, cityName });

describe('the city a query starts with', () => {
  it('is Beijing, named, for a visitor whose city is unknown or Beijing', () => {
    expect(initialCity(visitor('11000000', '北京市'))).toEqual({ cityCode: '11010000', cityName: '北京市' });
    expect(initialCity(visitor(''))).toEqual({ cityCode: '11010000', cityName: '北京市' });
  });

  it("is a municipality's own city for its province code, under the visitor's name for it", () => {
    expect(initialCity(visitor('31000000', '上海市'))).toEqual({ cityCode: '31010000', cityName: '上海市' });
    expect(initialCity(visitor('50000000', '重庆市'))).toEqual({ cityCode: '50010000', cityName: '重庆市' });
    expect(initialCity(visitor('12000000'))).toEqual({ cityCode: '12010000', cityName: '' });
  });

  it("is a province's capital for its province code, not named by the province's name", () => {
    expect(initialCity(visitor('44000000', '广东省'))).toEqual({ cityCode: '44010000', cityName: '' });
    expect(initialCity(visitor('65000000', '新疆维吾尔自治区'))).toEqual({ cityCode: '65010000', cityName: '' });
  });

  it("is the visitor's city under the visitor's name for it, unnamed until that is known", () => {
    expect(initialCity(visitor('44010000'))).toEqual({ cityCode: '44010000', cityName: '' });
    expect(initialCity(visitor('44010000', '广州市'))).toEqual({ cityCode: '44010000', cityName: '广州市' });
  });

  it("is a county's city, not Beijing, for a district's link (named by its city)", () => {
    expect(initialCity(visitor('44010600', '广州市'))).toEqual({ cityCode: '44010000', cityName: '广州市' });
    expect(initialCity(visitor('31010400', '上海市'))).toEqual({ cityCode: '31010000', cityName: '上海市' });
  });
});

describe("the query's city as the visitor's city is checked or changed", () => {
  const started = { cityCode: '44010000', cityName: '', cityChosen: false };

  it('starts from the visitor when nothing is stored', () => {
    expect(followVisitorCity({ cityCode: '', cityName: '', cityChosen: false }, visitor('44010000', '广州市'))).toEqual(
      {
        cityCode: '44010000',
        cityName: '广州市',
      },
    );
  });

  it("takes the visitor's name once the link's check has named the city it started in", () => {
    expect(followVisitorCity(started, visitor('44010000', '广州市'))).toEqual({ cityName: '广州市' });
    expect(followVisitorCity(started, visitor('44010600', '广州市'))).toEqual({ cityName: '广州市' });
    expect(followVisitorCity(started, visitor('44010000'))).toBeNull();
  });

  it('goes to Beijing, county, chosen site and the old city’s list cleared, when the check drops an unknown code', () => {
    expect(followVisitorCity({ cityCode: '99010000', cityName: '', cityChosen: false }, visitor(''))).toEqual({
      cityCode: '11010000',
      cityName: '北京市',
      countycode: '',
      chooseItem: '',
      siteInfoList: [],
    });
  });

  it('follows a city chosen on home after the finder started in Beijing (the start was not a choice)', () => {
    const beijingStart = { cityCode: '11010000', cityName: '北京市', cityChosen: false };
    expect(followVisitorCity(beijingStart, visitor('11000000', '北京市'))).toBeNull();
    expect(followVisitorCity(beijingStart, visitor('31010000', '上海市'))).toEqual({
      cityCode: '31010000',
      cityName: '上海市',
      countycode: '',
      chooseItem: '',
      siteInfoList: [],
    });
  });

  it('keeps a city the customer chose, whatever the visitor’s city becomes', () => {
    const chosen = { cityCode: '44030000', cityName: '深圳市', cityChosen: true };
    expect(followVisitorCity(chosen, visitor('44010000', '广州市'))).toBeNull();
    expect(followVisitorCity({ cityCode: '11010000', cityName: '北京市', cityChosen: true }, visitor(''))).toBeNull();
  });
});
