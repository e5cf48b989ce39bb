import { useEffect, useState } from 'react';
import { latestRead } from '../../../ui/latest-read';

export interface Position {
  lat: number;
  lng: number;
}

/**
 * The visitor's position, asked only when they turn "按距离排序" on. Kept in
 * memory only: a location is personal data and is never persisted or logged.
 */
export function usePosition(enabled: boolean) {
  const [position, setPosition] = useState<Position | undefined>();
  const [error, setError] = useState('');
  useEffect(() => {
    // Each time sorting is turned on the position is asked for afresh: a refusal before is forgotten
    // (the visitor may have allowed it since), or it stood beside a list sorted by distance.
    setError('');
    if (!enabled) {
      setPosition(undefined);
      return;
    }
    if (!('geolocation' in navigator)) {
      setError('当前浏览器不支持定位，已按名称排序');
      return;
    }
    // The browser cannot be told to stop asking; an answer after sorting was turned off is dropped.
    return latestRead((signal) => {
      navigator.geolocation.getCurrentPosition(
        (p) => !signal.aborted && setPosition({ lat: round(p.coords.latitude), lng: round(p.coords.longitude) }),
        () => !signal.aborted && setError('未能获取您的位置，已按名称排序；请在浏览器设置中允许定位'),
        { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
      );
    });
  }, [enabled]);
  return { position: enabled ? position : undefined, error: enabled ? error : '' };
}

/** Five decimals (about 1 m) is all a nearest-site search needs. */
const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** A route to the site in a map app (opens the web map when no app is installed). */
export function routeLink(site: { lat: number; lng: number; name: string }) {
  return `https://uri.amap.com/marker?position=${site.lng},${site.lat}&name=${encodeURIComponent(site.name)}&coordinate=wgs84&callnative=1`;
}

export const formatDistance = (km?: number) =>
  km === undefined ? '' : km < 1 ? `${Math.round(km * 1000)}米` : `${km.toFixed(km < 10 ? 1 : 0)}公里`;
