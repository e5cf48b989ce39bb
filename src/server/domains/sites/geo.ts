/** Plane geometry on the sphere, for the nearest-site search and its tests. */

const EARTH_KM = 6371.0088;
/**
 * A degree of latitude on the sphere distanceKm measures on (111.195 km). It
 * was 111.32, the equator's degree of longitude on the ellipsoid: the box came
 * out 0.1 % short, and a site 9.99 km due north was outside a 10 km box while
 * the search listed a farther one.
 */
const KM_PER_DEG_LAT = (EARTH_KM * Math.PI) / 180;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance in km (haversine): exact enough for "nearest site" at any range. */
export function distanceKm(a: Point, b: Point): number {
  return distanceKmWithCos(a.lat, a.lng, cosOfLat(a.lat), b.lat, b.lng, cosOfLat(b.lat));
}

/** The cosine of a latitude, as distanceKmWithCos takes it. */
export const cosOfLat = (lat: number) => Math.cos(rad(lat));

/**
 * distanceKm with each latitude's cosine given: the site index keeps every
 * site's and computes the visitor's once per search, not once per site
 * (issue 9). The same arithmetic, so the same result to the last bit.
 */
export function distanceKmWithCos(
  aLat: number,
  aLng: number,
  aCos: number,
  bLat: number,
  bLng: number,
  bCos: number,
): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + aCos * bCos * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The lat/lng box that contains every point within `km` of `p`. Anything outside
 * it is farther than `km`, which is what makes the box a safe prefilter.
 */
export function boundingBox(p: Point, km: number) {
  const dLat = km / KM_PER_DEG_LAT;
  // Near the poles cos → 0; China never gets there, but clamp so the box stays finite.
  const dLng = km / (KM_PER_DEG_LAT * Math.max(0.05, Math.cos(rad(Math.min(89, Math.abs(p.lat) + dLat)))));
  return { minLat: p.lat - dLat, maxLat: p.lat + dLat, minLng: p.lng - dLng, maxLng: p.lng + dLng };
}

/**
 * Radii tried in turn by the nearest search: small first, so a dense city only
 * reads a few hundred index entries; wide last, so a remote visitor still gets answers.
 * Each try is a round trip: at 100,000 sites a 2 km circle in central Shanghai
 * held no site and 8 km fewer than a page, so the search starts at 10 km.
 */
export const SEARCH_RADII_KM = [10, 40, 160, 640, 2500] as const;

/** Rounded for display: metres under 1 km are not worth more than 10 m precision. */
export const roundKm = (km: number) => Math.round(km * 100) / 100;
