import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { SiteInfo } from '../../../../shared/api/sites';
import type { Position } from './location';

/** How long the map waits for a first tile before saying the background is unavailable. */
const TILE_PATIENCE_MS = 6000;

/**
 * The sites on a Leaflet map. Markers are vector circles (no marker images to
 * fetch), so they show on a blank background when the tile server cannot be
 * reached; the page is told (`onTilesDown`) so it can say so.
 */
export function SiteMap(props: {
  sites: SiteInfo[];
  selectedId: string;
  /** The tile server's address template; '' for none, null while the configuration is on its way. */
  tileUrl: string | null;
  position?: Position;
  onSelect: (siteId: string) => void;
  onTilesDown: (down: boolean) => void;
}) {
  const { sites, selectedId, tileUrl, position, onSelect, onTilesDown } = props;
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const byId = useRef(new Map<string, L.CircleMarker>());
  const select = useRef(onSelect);
  select.current = onSelect;
  const [ready, setReady] = useState(false);

  // The map and its markers, whatever becomes of the background: the sites are what the page is for.
  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { zoomControl: true, attributionControl: true }).setView([39.9087, 116.3975], 11);
    m.attributionControl.setPrefix(false);
    markers.current = L.layerGroup().addTo(m);
    map.current = m;
    setReady(true);
    return () => {
      m.remove();
      map.current = null;
      markers.current = null;
      setReady(false);
    };
  }, []);

  // The background, once its address is known: none (not configured, or the configuration could not
  // be read) is said at once; tiles that never come are said after a while.
  useEffect(() => {
    const m = map.current;
    if (!ready || !m || tileUrl === null) return;
    if (!tileUrl) return onTilesDown(true);
    let loaded = false;
    const tiles = L.tileLayer(tileUrl, { maxZoom: 18, attribution: '地图数据 © OpenStreetMap' });
    tiles.on('tileload', () => {
      loaded = true;
      onTilesDown(false);
    });
    tiles.on('tileerror', () => !loaded && onTilesDown(true));
    tiles.addTo(m);
    const timer = window.setTimeout(() => !loaded && onTilesDown(true), TILE_PATIENCE_MS);
    return () => {
      window.clearTimeout(timer);
      tiles.remove();
    };
  }, [ready, tileUrl, onTilesDown]);

  useEffect(() => {
    const m = map.current;
    const group = markers.current;
    if (!ready || !m || !group) return;
    group.clearLayers();
    byId.current.clear();
    for (const site of sites) {
      const marker = L.circleMarker([site.lat, site.lng], {
        radius: 9,
        color: '#fff',
        weight: 2,
        fillColor: '#c8161d',
        fillOpacity: 0.9,
        className: `site-marker site-marker-${site.siteId}`,
      })
        .bindTooltip(site.name)
        .on('click', () => select.current(site.siteId))
        .addTo(group);
      byId.current.set(site.siteId, marker);
    }
    if (position)
      L.circleMarker([position.lat, position.lng], {
        radius: 7,
        color: '#1677ff',
        fillOpacity: 1,
        className: 'me-marker',
      })
        .bindTooltip('我的位置')
        .addTo(group);
    const points = sites.map((s) => L.latLng(s.lat, s.lng));
    if (position) points.push(L.latLng(position.lat, position.lng));
    if (points.length) m.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 15 });
  }, [sites, position, ready]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: markers are new when the sites change: restyle them too
  useEffect(() => {
    for (const [id, marker] of byId.current)
      marker.setStyle(id === selectedId ? { fillColor: '#1d39c4', radius: 12 } : { fillColor: '#c8161d', radius: 9 });
    const chosen = byId.current.get(selectedId);
    if (chosen && map.current) map.current.panTo(chosen.getLatLng());
  }, [selectedId, sites]);

  return <div ref={box} className="site-map" role="application" aria-label="网点地图" />;
}
