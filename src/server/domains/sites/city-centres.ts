/**
 * Where a city's sites go. No npm package we could use offline ships
 * prefecture-level coordinates, so this is a small hand-made table (WGS-84,
 * rounded to 3 decimals, from public gazetteers): every provincial capital and
 * the larger cities by their GB/T 2260 4-digit code. Any other city is placed
 * deterministically around its provincial capital, within the province's rough
 * extent (`SPREAD`): plausible, not surveyed. Demo data only.
 */
export const PROVINCE_CAPITALS: Record<string, [number, number]> = {
  '11': [39.904, 116.407],
  '12': [39.084, 117.201],
  '13': [38.042, 114.515],
  '14': [37.87, 112.549],
  '15': [40.842, 111.749],
  '21': [41.805, 123.432],
  '22': [43.817, 125.324],
  '23': [45.803, 126.535],
  '31': [31.23, 121.474],
  '32': [32.06, 118.797],
  '33': [30.274, 120.155],
  '34': [31.821, 117.227],
  '35': [26.075, 119.296],
  '36': [28.683, 115.858],
  '37': [36.651, 117.12],
  '41': [34.747, 113.625],
  '42': [30.593, 114.305],
  '43': [28.228, 112.939],
  '44': [23.129, 113.264],
  '45': [22.817, 108.366],
  '46': [20.044, 110.199],
  '50': [29.563, 106.551],
  '51': [30.573, 104.066],
  '52': [26.647, 106.63],
  '53': [24.88, 102.833],
  '54': [29.652, 91.172],
  '61': [34.341, 108.94],
  '62': [36.061, 103.834],
  '63': [36.617, 101.778],
  '64': [38.487, 106.231],
  '65': [43.826, 87.617],
};

export const KNOWN_CITIES: Record<string, [number, number]> = {
  '1302': [39.631, 118.18],
  '1306': [38.874, 115.464],
  '1402': [40.077, 113.3],
  '1502': [40.658, 109.84],
  '1504': [42.258, 118.887],
  '2102': [38.914, 121.615],
  '2202': [43.838, 126.549],
  '2306': [46.59, 125.104],
  '3202': [31.491, 120.312],
  '3203': [34.205, 117.285],
  '3204': [31.811, 119.974],
  '3205': [31.299, 120.585],
  '3206': [31.98, 120.894],
  '3210': [32.394, 119.413],
  '3302': [29.868, 121.544],
  '3303': [27.994, 120.699],
  '3306': [30.03, 120.58],
  '3307': [29.079, 119.647],
  '3402': [31.353, 118.433],
  '3502': [24.48, 118.089],
  '3505': [24.874, 118.676],
  '3604': [29.705, 116.002],
  '3702': [36.067, 120.383],
  '3703': [36.813, 118.055],
  '3706': [37.464, 121.448],
  '3707': [36.707, 119.162],
  '3708': [35.415, 116.587],
  '3713': [35.105, 118.356],
  '4103': [34.619, 112.454],
  '4107': [35.303, 113.927],
  '4113': [32.991, 112.528],
  '4205': [30.692, 111.286],
  '4206': [32.009, 112.122],
  '4302': [27.828, 113.134],
  '4303': [27.83, 112.945],
  '4306': [29.357, 113.129],
  '4403': [22.543, 114.058],
  '4404': [22.271, 113.577],
  '4405': [23.354, 116.682],
  '4406': [23.022, 113.122],
  '4407': [22.579, 113.082],
  '4413': [23.112, 114.416],
  '4419': [23.021, 113.752],
  '4420': [22.517, 113.393],
  '4502': [24.326, 109.416],
  '4503': [25.274, 110.29],
  '4602': [18.253, 109.512],
  '5107': [31.468, 104.679],
  '5203': [27.725, 106.927],
  '6103': [34.362, 107.238],
  '6202': [39.773, 98.29],
  '6502': [45.58, 84.889],
};

/** Half-extent in degrees (lat, lng) around the capital for cities not in the table. */
const SPREAD: Record<string, [number, number]> = {
  '15': [2.5, 7],
  '23': [2.5, 3],
  '54': [2, 6],
  '62': [2, 4],
  '63': [2, 4],
  '65': [3, 6],
  '53': [2, 2],
  '51': [2, 3],
};

/** A stable number in [0, 1) from a code, so placement never changes between installs. */
export function unitHash(code: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const ch of code) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 100000) / 100000;
}

/** The centre used for a city (8-digit portal code). */
export function cityCentre(cityCode: string): [number, number] {
  const known = KNOWN_CITIES[cityCode.slice(0, 4)];
  if (known) return known;
  const province = cityCode.slice(0, 2);
  const capital = PROVINCE_CAPITALS[province] ?? PROVINCE_CAPITALS['11'];
  // The capital's own city is the first city of its province (xx01).
  if (cityCode.slice(2, 4) === '01' || province === '11' || province === '12' || province === '31' || province === '50')
    return capital;
  const [dLat, dLng] = SPREAD[province] ?? [1.2, 1.6];
  return [capital[0] + (unitHash(cityCode, 1) * 2 - 1) * dLat, capital[1] + (unitHash(cityCode, 2) * 2 - 1) * dLng];
}
