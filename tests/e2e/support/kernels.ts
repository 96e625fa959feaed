// The JavaScript the Chromium kernels of 360, QQ and 搜狗 browsers lack (issue 55): each API of
// today's Chromium with the version that first shipped it (chromestatus.com, MDN's browser
// compatibility data). A test deletes, before the page loads, what a kernel lacks, so that
// today's Chromium runs the app as that kernel would (syntax and CSS are checked apart, on the
// build: browser-floor.e2e.ts). Written here from the browsers' release notes, not from the app's
// polyfill list, so that a polyfill the app forgets shows as an error.

/** A global path (`Array.prototype.at`) and the Chromium version that shipped it. */
export const CHROMIUM_APIS: readonly (readonly [api: string, since: number])[] = [
  ['Intl.Segmenter', 87],
  ['Array.prototype.at', 92],
  ['String.prototype.at', 92],
  ['Int8Array.prototype.at', 92],
  ['crypto.randomUUID', 92],
  ['Crypto.prototype.randomUUID', 92],
  ['Object.hasOwn', 93],
  ['scheduler', 94],
  ['reportError', 95],
  ['URLPattern', 95],
  ['Array.prototype.findLast', 97],
  ['Array.prototype.findLastIndex', 97],
  ['Int8Array.prototype.findLast', 97],
  ['structuredClone', 98],
  ['Intl.supportedValuesOf', 99],
  ['HTMLInputElement.prototype.showPicker', 99],
  ['AbortSignal.prototype.throwIfAborted', 100],
  ['HTMLElement.prototype.inert', 102],
  ['navigation', 102],
  ['AbortSignal.timeout', 103],
  ['Element.prototype.checkVisibility', 105],
  ['Response.json', 105],
  ['Array.prototype.toSorted', 110],
  ['Array.prototype.toReversed', 110],
  ['Array.prototype.toSpliced', 110],
  ['Array.prototype.with', 110],
  ['String.prototype.isWellFormed', 111],
  ['String.prototype.toWellFormed', 111],
  ['Document.prototype.startViewTransition', 111],
  ['HTMLElement.prototype.showPopover', 114],
  ['HTMLElement.prototype.popover', 114],
  ['AbortSignal.any', 116],
  ['Object.groupBy', 117],
  ['Map.groupBy', 117],
  ['Promise.withResolvers', 119],
  ['URL.canParse', 120],
  ['Array.fromAsync', 121],
  ['Set.prototype.union', 122],
  ['Set.prototype.intersection', 122],
  ['Set.prototype.difference', 122],
  ['Set.prototype.symmetricDifference', 122],
  ['Set.prototype.isSubsetOf', 122],
  ['Iterator.prototype.map', 122],
  ['Iterator.prototype.filter', 122],
  ['Iterator.prototype.toArray', 122],
  ['Iterator', 122],
  ['URL.parse', 126],
  ['Promise.try', 128],
  ['Float16Array', 135],
  ['RegExp.escape', 136],
  ['Uint8Array.fromBase64', 140],
  ['Uint8Array.prototype.toBase64', 140],
];

/** The kernels the browser tests stand in for: 360 安全浏览器 13 / 极速浏览器 13, and Windows 7's last. */
export const KERNELS = [86, 109] as const;

/** What kernel `version` lacks of CHROMIUM_APIS. */
export const missingIn = (version: number): string[] => CHROMIUM_APIS.filter(([, since]) => since > version).map(([api]) => api);

/**
 * An init script: deletes each API of `apis` from its owner before the page's scripts run, and
 * notes in `window.__deleted` what it could not delete (the test then fails: the stand-in is not
 * the kernel).
 */
export function deleteApis(apis: string[]): void {
  const kept: string[] = [];
  for (const api of apis) {
    const parts = api.split('.');
    const name = parts.pop()!;
    let owner: unknown = window;
    for (const part of parts) owner = owner == null ? undefined : (owner as Record<string, unknown>)[part];
    if (owner == null || !(name in (owner as object))) continue;
    // an accessor or method may live on the prototype chain: delete it where it is defined
    let holder = owner as object | null;
    while (holder && !Object.prototype.hasOwnProperty.call(holder, name)) holder = Object.getPrototypeOf(holder) as object | null;
    if (holder) delete (holder as Record<string, unknown>)[name];
    if (name in (owner as object)) kept.push(api);
  }
  (window as unknown as { __kept: string[] }).__kept = kept;
}
