import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../ui/index.ts';
import type { MapView } from '../../engine/index.ts';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

// The leaflet part of the map picker, alone in this module so that it (leaflet, its CSS and
// marker images) is fetched only with the map dialog's lazy chunk, and so that the dialog's logic
// can be tested in jsdom with this view replaced.

// Leaflet finds its marker images by a CSS URL guess that bundlers break; give Vite's URLs.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface LeafletViewProps {
  /** Where the marker is and the map looks. */
  point: { lng: number; lat: number };
  zoom: number;
  /** A {z}/{x}/{y} tile template ({s} subdomains allowed). */
  tileUrl: string;
  /** Subdomains, attribution and the label layer of the provider (default: OSM's). */
  view?: Pick<MapView, 'subdomains' | 'attribution' | 'labelUrl' | 'notice'> | undefined;
  /** A click on the map. */
  onPick: (lng: number, lat: number) => void;
  height?: number;
}

/**
 * Follows the point, and measures itself whenever its box changes: the map is created while the
 * dialog is still opening (or not laid out), and a click measured against that stale size lands
 * hundreds of metres away from where the user clicked.
 */
function Follow({ lng, lat, onPick, animate }: { lng: number; lat: number; onPick: LeafletViewProps['onPick']; animate: boolean }) {
  const map = useMap();
  const point = useRef({ lng, lat });
  point.current = { lng, lat };
  useMapEvents({ click: (event) => onPick(event.latlng.lng, event.latlng.lat) });
  useEffect(() => {
    map.setView([lat, lng], map.getZoom(), { animate });
  }, [map, lng, lat, animate]);
  useEffect(() => {
    const measure = () => {
      map.invalidateSize({ pan: false });
      map.setView([point.current.lat, point.current.lng], map.getZoom(), { animate: false });
    };
    if (typeof ResizeObserver === 'undefined') {
      const timer = setTimeout(measure, 300);
      return () => clearTimeout(timer);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 贡献者';

export function LeafletView({ point, zoom, tileUrl, view, onPick, height = 360 }: LeafletViewProps) {
  const subdomains = view?.subdomains || 'abc';
  // With less motion asked for, the map jumps to a found place and zooms without sliding (a
  // click while it slides can stop the slide instead of picking the point).
  const [animate] = useState(() => !prefersReducedMotion());
  return (
    <MapContainer
      center={[point.lat, point.lng]}
      zoom={zoom}
      maxZoom={18}
      style={{ height, width: '100%' }}
      scrollWheelZoom
      zoomAnimation={animate}
      fadeAnimation={animate}
      markerZoomAnimation={animate}
    >
      <TileLayer url={tileUrl} subdomains={subdomains} maxZoom={18} attribution={view?.attribution ?? OSM_ATTRIBUTION} />
      {view?.labelUrl && <TileLayer url={view.labelUrl} subdomains={subdomains} maxZoom={18} />}
      <Marker position={[point.lat, point.lng]} icon={markerIcon} />
      <Follow lng={point.lng} lat={point.lat} onPick={onPick} animate={animate} />
      {/* over the tiles, as the user looks at them: stand-in tiles are not a real map (issue 57 item 5) */}
      {view?.notice && (
        <div role="note" className="map-notice">
          {view.notice}
        </div>
      )}
    </MapContainer>
  );
}
