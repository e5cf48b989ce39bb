/**
 * 初次登记日期 as shown: the date when known; 新车 only while the car has no plate. A plate added
 * by endorsement (新车补录车牌) means the car was registered, but the endorsement does not carry the
 * date, so it is 以行驶证为准 rather than a 新车 the car no longer is.
 */
export function registerDateText(car: { registerDate: string | null; licenseNo: string | null }): string {
  if (car.registerDate) return car.registerDate;
  return car.licenseNo ? '以行驶证为准' : '新车';
}
