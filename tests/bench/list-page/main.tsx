import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigList, FormServicesProvider, ZhProvider } from '../../../adapters/antd/index.ts';
import { createQueryClient } from '../../../adapters/http/query.ts';
import type { FormServices, Row } from '../../../engine/index.ts';
import { createMemoryListServices } from '../../../stories/fixtures/fake-list-services.ts';

// The page of the list bench (tests/bench/list-chromium.ts): <ConfigList> with 50 rows of 12
// columns over in-memory calls that answer after 1 ms (a task later, as a network answer
// would), and instruments the driver calls through window.__listBench. Times are taken when the
// frame after the change has been painted.

const ROWS = 50;
const list = {
  title: '专业管理',
  api: {
    list: { url: '/api/bench/majors' },
    active: { url: '/api/bench/majors/active' },
    top: { url: '/api/bench/majors/top' },
    delete: { url: '/api/bench/majors' },
  },
  columns: [
    { title: '图片', field: 'image', type: 'image', width: 90 },
    { title: '专业名称', field: 'name', width: 160 },
    { title: '层次', field: 'level', type: 'tag', width: 90, map: { '1': '高起专', '2': '专升本', '3': '高起本' } },
    { title: '学习形式', field: 'study_type', width: 100, map: { '1': '函授', '2': '业余', '3': '网络教育' } },
    { title: '学制（年）', field: 'years', width: 90 },
    { title: '学费（元/年）', field: 'tuition', type: 'money', width: 120 },
    { title: '主页展示', field: 'is_show', type: 'switch', width: 100, api: { url: '/api/bench/majors-set-show', method: 'put' } },
    { title: '推荐', field: 'marker', type: 'marker', width: 80 },
    { title: '状态', field: 'active', type: 'active', width: 90 },
    { title: '置顶', field: 'top_sort', width: 70 },
    { title: '简介', field: 'desc' },
    { title: '创建时间', field: 'created_at', type: 'datetime', width: 170 },
  ],
  toolbar: ['batch_active', 'batch_inactive', 'batch_delete'],
  row_actions: [
    { action: 'active', title: '停用', value: 0, show_if: { name: 'active', value: 1 } },
    { action: 'active', title: '启用', value: 1, show_if: { name: 'active', value: 0 } },
    { action: 'untop', show_if: { name: 'top_sort', value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
    { action: 'delete' },
  ],
  page_size: ROWS,
  page_sizes: [10, 20, 50],
};

const image = (label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#e6f4ff"/><text x="32" y="28" font-size="12" text-anchor="middle">${label}</text></svg>`)}`;

const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
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

const none = async () => ({ items: [], total: 0 });
const formServices: FormServices = {
  uploader: { upload: async () => ({ url: '' }) },
  dataSource: { options: async () => [], page: none },
  imageLibrary: { images: none, tags: none },
  geocoder: { search: async () => [], reverse: async () => '' },
  assetUrl: (path) => path,
  mapTileUrl: '',
};

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

const root = createRoot(document.getElementById('root') as HTMLElement);
let services = createMemoryListServices({ rows, latencyMs: 1 });
const tableRows = () => document.querySelectorAll('.config-list-table tbody tr.ant-table-row');
const listCalls = () => services.requests.filter((request) => request.call === 'list').length;

declare global {
  interface Window {
    __listBench: { mount(): Promise<number>; unmount(): void; toggle(index: number): Promise<{ flipped: number; repainted: number }> };
  }
}

window.__listBench = {
  mount() {
    services = createMemoryListServices({ rows, latencyMs: 1 });
    const start = performance.now();
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <ZhProvider>
          <FormServicesProvider value={formServices}>
            <ConfigList list={list} services={services} />
          </FormServicesProvider>
        </ZhProvider>
      </QueryClientProvider>,
    );
    return paintedWhen(start, () => tableRows().length === ROWS && !document.querySelector('.config-list-table .ant-spin-spinning'));
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
    const flipped = paintedWhen(start, () => toggle.getAttribute('aria-checked') !== before);
    const repainted = paintedWhen(start, () => {
      const now = tableRows()[index]?.querySelector('.ant-switch');
      return listCalls() > loads && !document.querySelector('.config-list-table .ant-spin-spinning') && !!now && now.getAttribute('aria-checked') !== before && !now.classList.contains('ant-switch-loading');
    });
    return { flipped: await flipped, repainted: await repainted };
  },
};
