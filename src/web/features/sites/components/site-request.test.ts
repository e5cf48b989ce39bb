import { describe, expect, it } from 'vitest';
import { initialCity } from './site-request';

describe('the city a query starts with', () => {
  it('is Beijing, named, for a visitor whose city is unknown or only a province', () => {
    expect(initialCity('11000000')).toEqual({ cityCode: '11010000', cityName: '北京市' });
    expect(initialCity('')).toEqual({ cityCode: '11010000', cityName: '北京市' });
  });

  it("is the visitor's city, named later by the chooser", () => {
    expect(initialCity('44010000')).toEqual({ cityCode: '44010000', cityName: '' });
  });

  it("is a county's city, not Beijing, for a district's link", () => {
    expect(initialCity('44010600')).toEqual({ cityCode: '44010000', cityName: '' });
  });
});
