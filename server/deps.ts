import type { Db } from './db.ts';
import type { Dialect } from './dialect.ts';
import type { GeoProxy } from './geo-proxy.ts';
import type { StandInProvider } from './stand-in/index.ts';

// What the reference server is built from (createApp in app.ts); every route takes these. Its own
// file, below app.ts and the routes, so that the routes do not import the app that mounts them.
export interface AppDeps {
  db: Db;
  /** The built app (vite's output). */
  distDir: string;
  /** The page configurations (menu trees, list and form configs) served to the app. */
  schemasDir: string;
  /** How JSON answers of /api/* are written (server/dialect.ts); REFERENCE_DIALECT, default plain. */
  dialect?: Dialect;
  /** The map stand-ins' provider shape (server/stand-in); REFERENCE_MAP, default amap, "off" for none. */
  mapStandIn?: StandInProvider | 'off' | undefined;
  /** The geocoder's key proxy at /geo/ (server/geo-proxy.ts); REFERENCE_GEO_PROXY and REFERENCE_GEO_KEY, off by default. */
  geoProxy?: GeoProxy | undefined;
  /** A stand-in support chat at /stand-in/support, given to the app as supportChatUrl when the build's file has none (REFERENCE_SUPPORT; `npm start` turns it on). */
  supportStandIn?: boolean | undefined;
}
