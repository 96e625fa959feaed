import { useCallback, useEffect, useRef, useState } from 'react';
import type { Geocoder, GeoPoint } from '../../engine/index.ts';
import { GEOCODER_MESSAGES } from './geocoder.ts';

// The map picker's behaviour without the map (spec sections 5 and 9): a search that waits for
// the typing to pause 1000 ms, a reverse lookup for each click, the browser's position with a
// 10000 ms timeout, and the three failure messages. Leaflet only draws `point`.

export const MAP_DEFAULTS = {
  lng: 116.407526,
  lat: 39.90403,
  address: '北京市',
  zoom: 13,
  geolocationTimeoutMs: 10_000,
  searchDebounceMs: 1000,
} as const;

export const DEFAULT_POINT: GeoPoint = { lng: MAP_DEFAULTS.lng, lat: MAP_DEFAULTS.lat, address: MAP_DEFAULTS.address };

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function useMapPicker({ geocoder, initial, notify }: { geocoder: Geocoder; initial: GeoPoint; notify: (message: string) => void }) {
  const [point, setPoint] = useState<GeoPoint>(initial);
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<GeoPoint[]>([]);
  const [searching, setSearching] = useState(false);
  const [reversing, setReversing] = useState(false);
  const [locating, setLocating] = useState(false);
  /** The last click's address could not be looked up: the user types it (issue 28 item 3). */
  const [reverseFailed, setReverseFailed] = useState(false);
  const searchRun = useRef<AbortController | null>(null);
  const reverseRun = useRef<AbortController | null>(null);
  const alive = useRef(true);
  /** The last text searched, so the pause after an Enter does not search it again. */
  const lastQuery = useRef('');

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      searchRun.current?.abort();
      reverseRun.current?.abort();
    };
  }, []);

  /** Puts the marker at a place found by name; a reverse lookup still running is dropped. */
  const choose = useCallback((place: GeoPoint) => {
    reverseRun.current?.abort();
    setReversing(false);
    setReverseFailed(false);
    setPoint(place);
  }, []);

  const search = useCallback(
    async (text: string) => {
      const query = text.trim();
      if (!query) return;
      lastQuery.current = query;
      searchRun.current?.abort();
      const run = new AbortController();
      searchRun.current = run;
      setSearching(true);
      try {
        const found = await geocoder.search(query, run.signal);
        if (run.signal.aborted) return;
        setResults(found);
        const first = found[0];
        if (first) choose(first);
        else notify(GEOCODER_MESSAGES.search);
      } catch (error) {
        if (!run.signal.aborted && !isAbort(error)) {
          setResults([]);
          notify(GEOCODER_MESSAGES.search);
        }
      } finally {
        if (searchRun.current === run && alive.current) setSearching(false);
      }
    },
    [choose, geocoder, notify],
  );

  // Search once the typing pauses, unless that text was searched meanwhile (Enter) or the user
  // clicked the map since: the click is what they chose, and a search answering after it would
  // move the marker away from it.
  useEffect(() => {
    if (!keyword.trim() || keyword.trim() === lastQuery.current) return;
    const timer = setTimeout(() => {
      if (keyword.trim() !== lastQuery.current) void search(keyword);
    }, MAP_DEFAULTS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [keyword, search]);
  const typed = useRef(keyword);
  typed.current = keyword;

  /** Moves the marker to a clicked (or located) point and looks up its address. */
  const pick = useCallback(
    async (lng: number, lat: number) => {
      // the point chosen here wins over a search still running or still to come for the text typed
      searchRun.current?.abort();
      lastQuery.current = typed.current.trim();
      reverseRun.current?.abort();
      const run = new AbortController();
      reverseRun.current = run;
      setPoint({ lng, lat, address: '' });
      setReversing(true);
      setReverseFailed(false);
      try {
        const address = await geocoder.reverse(lng, lat, run.signal);
        if (!run.signal.aborted) setPoint({ lng, lat, address });
      } catch (error) {
        if (!run.signal.aborted && !isAbort(error)) {
          setReverseFailed(true);
          notify(GEOCODER_MESSAGES.reverse);
        }
      } finally {
        if (reverseRun.current === run && alive.current) setReversing(false);
      }
    },
    [geocoder, notify],
  );

  /** The browser's position (10 s at most), then its address. */
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return notify(GEOCODER_MESSAGES.locate);
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        if (!alive.current) return;
        setLocating(false);
        void pick(position.coords.longitude, position.coords.latitude);
      },
      () => {
        if (!alive.current) return;
        setLocating(false);
        notify(GEOCODER_MESSAGES.locate);
      },
      { enableHighAccuracy: true, timeout: MAP_DEFAULTS.geolocationTimeoutMs, maximumAge: 0 },
    );
  }, [notify, pick]);

  /** The address typed by hand (when the lookup fails or is not precise enough). */
  const setAddress = useCallback((address: string) => setPoint((current) => ({ ...current, address })), []);

  return { point, keyword, setKeyword, search, results, choose, searching, pick, reversing, reverseFailed, locate, locating, setAddress };
}

/** A coordinate as the server stores it: a string, at most 6 decimals, no trailing zeros. */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(6)));
}
