/** A region of the platform's tables as the pickers list it (getCityCode). */
export interface RegionLike {
  code: string;
  name: string;
}

/** The province a portal region code lies in: its first two digits, padded (44010600 → 44000000). */
export const provinceCodeOf = (code: string) => `${code.slice(0, 2)}000000`;

/** The city a portal region code lies in: its first four digits, padded (44010600 → 44010000). */
export const cityCodeOf = (code: string) => `${code.slice(0, 4)}0000`;

/**
 * The regions a portal code names, found the way the pickers list them: its
 * province (the first two digits), then its city (four), then its county. A
 * province code answers [province], a city [province, city], a county all
 * three; null when a table has no such code (an entry link's made-up cityCode).
 * The server refuses a complaint's city by it (complaint/organisation.ts) and
 * the city field drops a code it cannot find (CityField), so both judge a code
 * the same way. `regionsUnder()` lists the provinces, `regionsUnder(code)` the
 * regions under one; a failed read rejects, which is not an unknown code.
 */
export async function regionPath<R extends RegionLike>(
  regionsUnder: (parentCode?: string) => Promise<R[]>,
  code: string,
): Promise<R[] | null> {
  if (!/^\d{8}$/.test(code)) return null;
  const province = (await regionsUnder()).find((r) => r.code === provinceCodeOf(code));
  if (!province) return null;
  if (province.code === code) return [province];
  const city = (await regionsUnder(province.code)).find((r) => r.code === cityCodeOf(code));
  if (!city) return null;
  if (city.code === code) return [province, city];
  const county = (await regionsUnder(city.code)).find((r) => r.code === code);
  return county ? [province, city, county] : null;
}
