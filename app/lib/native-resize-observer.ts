// Stands in for the ResizeObserver polyfills in the app's build (build/app-build.ts): the
// browser's own ResizeObserver, which every supported browser has. resize-observer-polyfill
// (antd's rc-resize-observer) imports the default export; @juggle/resize-observer (Formily's
// FormGrid) the named one.
export const ResizeObserver = globalThis.ResizeObserver;
export const ResizeObserverEntry = globalThis.ResizeObserverEntry;
export default ResizeObserver;
