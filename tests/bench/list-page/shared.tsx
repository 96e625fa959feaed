import { Menu } from 'antd';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ZhProvider } from '../../../adapters/ui/index.ts';
import type { Row } from '../../../engine/index.ts';
import { createMemoryListServices, type MemoryListServices } from '../../../stories/fixtures/fake-list-services.ts';

// What both pages of the list bench share (tests/bench/list-chromium.ts): the 50 rows (`?rows=`
// another page size: the driver's growth rows), the
// in-memory calls that answer after 1 ms (a task later, as a network answer would), a shell with
// a side menu (首页, 专业管理), and the instruments the driver calls through window.__listBench.
// Times are taken when the frame after the change has been painted.

export const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 50);
export const LIST_URL = '/api/bench/majors';
export const SHOW_URL = '/api/bench/majors-set-show';
export const LEVELS: Record<string, string> = { '1': '高起专', '2': '专升本', '3': '高起本' };
export const STUDY_TYPES: Record<string, string> = { '1': '函授', '2': '业余', '3': '网络教育' };

const image = (label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#e6f4ff"/><text x="32" y="28" font-size="12" text-anchor="middle">${label}</text></svg>`)}`;

export const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  image: image(String(i + 1)),
  name: `专业 ${i + 1}`,
  level: (i % 3) + 1,
  study_type: (i % 3) + 1,
  years: '2.5',
  tuition: 3000 + i * 10,
  is_show: i % 2,
  marker: (i % 2) + 1,
  active: i % 5 === 0 ? 0 : 1,
  top_sort: i < 3 ? i + 1 : 0,
  desc: '面向在职人员开设，线上学习与面授辅导相结合，修满学分颁发国家承认的学历证书。',
  created_at: `2026-11-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
}));

/** Resolves with the time from `start` to the frame painted after `done()` first holds. */
function paintedWhen(start: number, done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) return false;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

declare global {
  interface Window {
    __listBench: {
      mount(): Promise<number>;
      unmount(): void;
      toggle(index: number): Promise<{ flipped: number; repainted: number }>;
      /** 首页, then 专业管理 in the side menu: the click on 专业管理 to its rows painted. */
      menu(): Promise<number>;
    };
  }
}

const MENU = [
  { key: 'home', label: '首页' },
  { key: 'list', label: '专业管理' },
];

function Shell({ page }: { page: ReactNode }) {
  const [open, setOpen] = useState('list');
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start' }}>
      <Menu mode="inline" style={{ width: 180, flex: 'none' }} selectedKeys={[open]} items={MENU} onClick={(item) => setOpen(item.key)} />
      <main style={{ flex: 1, minWidth: 0, padding: 16 }}>{open === 'list' ? page : <p>欢迎使用</p>}</main>
    </div>
  );
}

/**
 * Installs window.__listBench over a page: `renderPage` draws the list page over the calls;
 * `table` is the selector of its table (rows, switches and the spinner are found inside it).
 */
export function installBench(renderPage: (services: MemoryListServices) => ReactNode, table: string): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let services = createMemoryListServices({ rows, latencyMs: 1 });
  const tableRows = () => document.querySelectorAll(`${table} tbody tr.ant-table-row`);
  const listCalls = () => services.requests.filter((request) => request.call === 'list').length;
  const rowsPainted = () => tableRows().length === ROWS && !document.querySelector(`${table} .ant-spin-spinning`);
  const menuItem = (label: string) => [...document.querySelectorAll<HTMLElement>('.ant-menu-item')].find((item) => item.textContent === label);

  window.__listBench = {
    mount() {
      services = createMemoryListServices({ rows, latencyMs: 1 });
      const start = performance.now();
      root.render(
        <ZhProvider>
          <Shell page={renderPage(services)} />
        </ZhProvider>,
      );
      return paintedWhen(start, rowsPainted);
    },
    unmount() {
      root.render(<></>);
    },
    async toggle(index) {
      const row = tableRows()[index] as HTMLElement;
      const toggle = row.querySelector('.ant-switch') as HTMLElement;
      const before = toggle.getAttribute('aria-checked');
      const loads = listCalls();
      const start = performance.now();
      toggle.click();
      const flipped = paintedWhen(start, () => toggle.isConnected && toggle.getAttribute('aria-checked') !== before);
      const repainted = paintedWhen(start, () => {
        const now = tableRows()[index]?.querySelector('.ant-switch');
        return listCalls() > loads && !document.querySelector(`${table} .ant-spin-spinning`) && !!now && now.getAttribute('aria-checked') !== before && !now.classList.contains('ant-switch-loading');
      });
      return { flipped: await flipped, repainted: await repainted };
    },
    async menu() {
      menuItem('首页')?.click();
      await paintedWhen(performance.now(), () => tableRows().length === 0);
      const start = performance.now();
      menuItem('专业管理')?.click();
      return paintedWhen(start, rowsPainted);
    },
  };
}
