// Stands in for the resize-observer-polyfill package in the app's build (vite.config.ts):
// the browser's own ResizeObserver, which every supported browser has.
export default globalThis.ResizeObserver;
