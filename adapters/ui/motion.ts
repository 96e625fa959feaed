// The system setting for less motion (an OS setting, WCAG 2.3.3), read by antd's provider (no
// zooming dialogs) and by the map (no animated panning).

/** The media query of the setting. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the user asked the system for less motion (false outside a browser). */
export const prefersReducedMotion = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
