import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FormServicesProvider, ListServicesProvider, ZhProvider } from '../../../adapters/ui/index.ts';
import { ListBase, ListDialogHost, useListContext } from '../../../adapters/list/index.ts';
import { compileList, parseListConfig } from '../../../engine/index.ts';
import { createFakeServices } from '../../../stories/fixtures/fake-services.ts';
import { createMemoryListServices } from '../../../stories/fixtures/fake-list-services.ts';
import { SLOW } from './harness.tsx';

// <ListBase> with a view of its own (issue 27 item 4): a bespoke screen takes the list page's
// controller (rows, paging, selection, actions, the open dialog) from useListContext and draws
// it as it likes; its ListServices come from a <ListServicesProvider>.

const parsed = parseListConfig({
  title: '名片',
  api: { list: { url: '/api/cards' }, delete: { url: '/api/cards' }, active: { url: '/api/cards/active' } },
  columns: [{ title: '名称', field: 'name' }],
  row_actions: [{ action: 'active', value: 0 }],
  page_size: 2,
});
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const LIST = compileList(parsed.config);
const ROWS = [
  { id: 1, name: '甲', active: 1 },
  { id: 2, name: '乙', active: 1 },
  { id: 3, name: '丙', active: 0 },
];

function Cards() {
  const { list, data, actions } = useListContext();
  return (
    <div>
      <p>共 {data.total} 张</p>
      <ul>
        {data.rows.map((row) => (
          <li key={String(list.idOf(row))}>
            {String(row.name)}
            {list.actionsFor(row).map((action) => (
              <button key={action.kind} type="button" onClick={() => actions.row(action, row)}>
                {`${action.label} ${String(row.name)}`}
              </button>
            ))}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => data.setPage(data.page + 1)}>
        下一页
      </button>
      <ListDialogHost />
    </div>
  );
}

describe('<ListBase> with a bespoke view', () => {
  it('gives the view the rows, paging and row actions, over the provider’s services', SLOW, async () => {
    const services = createMemoryListServices({ rows: ROWS });
    const user = userEvent.setup({ delay: null });
    render(
      <ZhProvider theme={{ token: { motion: false } }}>
        <FormServicesProvider value={createFakeServices({ uploadMs: 0, latencyMs: 0 })}>
          <ListServicesProvider value={services}>
            <ListBase list={LIST}>
              <Cards />
            </ListBase>
          </ListServicesProvider>
        </FormServicesProvider>
      </ZhProvider>,
    );
    expect(await screen.findByText('共 3 张')).toBeTruthy();
    // newest first, two a page
    expect(screen.getByText('丙')).toBeTruthy();
    expect(screen.queryByText('甲')).toBeNull();

    await user.click(screen.getByText('停用 乙'));
    await waitFor(() => expect(services.requests.filter((request) => request.call === 'active').at(-1)?.body).toEqual({ ids: [2], active: 0 }));

    await user.click(screen.getByText('下一页'));
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(services.requests.filter((request) => request.call === 'list').at(-1)?.query).toMatchObject({ page: 2, page_size: 2 });
  });

  it('says what is missing outside a <ListBase>', () => {
    const Lost = () => {
      useListContext();
      return null;
    };
    // React reports the error too: kept out of the output
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lost />)).toThrow('<ListBase>');
    quiet.mockRestore();
  });
});

describe('the list controller', () => {
  it('imports no antd (it draws nothing; the view does)', () => {
    const folder = join(import.meta.dirname, '../../../adapters/list/controller');
    const files = readdirSync(folder).filter((name) => /\.tsx?$/.test(name));
    expect(files.length).toBeGreaterThan(3);
    for (const name of files) {
      const imports = [...readFileSync(join(folder, name), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(imports.filter((path) => /^(antd|@ant-design|@formily\/antd)/.test(path ?? '') || /\.\.\/(?!\.\.\/)[^/]+\.tsx$/.test(path ?? '')), name).toEqual([]);
    }
  });
});
