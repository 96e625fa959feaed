import { Cascader } from 'antd';
import { createRoot } from 'react-dom/client';

// The baseline of the cascade bench (tests/bench/area-cascade.ts): antd's Cascader alone, as a
// page that writes one by hand draws it: the tree's nodes mapped to {value, label, children} once,
// a saved path chosen, searchable. window.drawCascade(tree, path) mounts it anew and resolves with
// the milliseconds from the call to the frame after the chosen path is drawn.

interface Option {
  id: number;
  name: string;
  children?: Option[];
}
interface Node {
  value: number;
  label: string;
  children?: Node[] | undefined;
}

const toNodes = (options: readonly Option[]): Node[] => options.map((option) => ({ value: option.id, label: option.name, children: option.children?.length ? toNodes(option.children) : undefined }));

const host = document.getElementById('root') as HTMLElement;
let root = createRoot(host);

declare global {
  interface Window {
    drawCascade: (tree: Option[], path: number[]) => Promise<number>;
  }
}

window.drawCascade = (tree, path) =>
  new Promise((done) => {
    root.unmount();
    root = createRoot(host);
    const from = performance.now();
    root.render(<Cascader options={toNodes(tree)} defaultValue={path} showSearch style={{ width: 400 }} />);
    const check = () => (host.querySelector('.ant-select-selection-item') ? requestAnimationFrame(() => done(performance.now() - from)) : requestAnimationFrame(check));
    check();
  });
