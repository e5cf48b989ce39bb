import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, type Point } from './geo';

const inside = (box: ReturnType<typeof boundingBox>, q: Point) =>
  q.lat >= box.minLat && q.lat <= box.maxLat && q.lng >= box.minLng && q.lng <= box.maxLng;

/** The point `km` from `p` on `bearing` degrees (the sphere distanceKm measures on). */
function travel(p: Point, km: number, bearing: number): Point {
  const r = km / 6371.0088;
  const rad = Math.PI / 180;
  const [lat, lng, b] = [p.lat * rad, p.lng * rad, bearing * rad];
  const lat2 = Math.asin(Math.sin(lat) * Math.cos(r) + Math.cos(lat) * Math.sin(r) * Math.cos(b));
  const lng2 =
    lng + Math.atan2(Math.sin(b) * Math.sin(r) * Math.cos(lat), Math.cos(r) - Math.sin(lat) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

describe('the box the nearest search reads first', () => {
  it('holds every point within its radius, due north and south included', () => {
    for (const p of [
      { lat: 39.9087, lng: 116.3975 }, // Beijing
      { lat: 18.25, lng: 109.5 }, // Sanya
      { lat: 53.3, lng: 122.3 }, // Mohe, China's north
    ])
      for (const km of [10, 40, 160])
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const q = travel(p, km * 0.999, bearing);
          expect(distanceKm(p, q)).toBeLessThan(km);
          expect(inside(boundingBox(p, km), q), `${km} km at ${bearing}° from ${p.lat},${p.lng}`).toBe(true);
        }
  });
});
