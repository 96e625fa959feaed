import { clearContainerCache, injectCSS, removeCSS as removeStyle, updateCSS as writeStyle } from 'rc-util/es/Dom/dynamicCSS.js';

// Stands in for rc-util's dynamicCSS in the app's build (build/app-build.ts), for antd's style
// code (cssinjs, icons). With the theme's CSS variables (ConfigProvider cssVar), every antd
// component that mounts writes the theme's variables again (cssinjs' useCacheToken, in an
// insertion effect per component): rc-util's updateCSS lists the <style>s among the page's ~130
// head elements, finds the one of its key and compares its innerHTML (11.5 kB, serialized anew
// each time) with the same text. A list visit mounts several hundred components: 18 to 30 ms of a
// visit's main thread at 1x, and megabytes of copies for the garbage collector (issue 32).
// Here a write of the very text already written under that key, to a <style> still in its
// place, is answered at once; anything else goes to rc-util as before.

type Options = NonNullable<Parameters<typeof writeStyle>[2]>;

interface Written {
  css: string;
  node: HTMLElement;
  nonce: string | undefined;
}

/** The last text written under each mark and key, and its node. */
const written = new Map<string, Written>();

const idOf = (key: string, option: Options) => `${option.mark ?? ''}\u0000${key}`;

/** Where rc-util puts a style: `attachTo`, else the head. */
const containerOf = (option: Options) => option.attachTo ?? document.head ?? document.body;

export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const id = idOf(key, option);
  const known = written.get(id);
  if (known && known.css === css && known.nonce === option.csp?.nonce && known.node.isConnected && known.node.parentNode === containerOf(option)) {
    return known.node;
  }
  const node = writeStyle(css, key, option);
  written.set(id, { css, node, nonce: option.csp?.nonce });
  return node;
}

export function removeCSS(key: string, option: Options = {}): void {
  written.delete(idOf(key, option));
  removeStyle(key, option);
}

export { clearContainerCache, injectCSS };
