import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { ConfigList, type ConfigListProps } from '../../../adapters/list/index.ts';
import { FormServicesProvider, ZhProvider } from '../../../adapters/ui/index.ts';
import type { ApiRequest, FormServices, ListCall, Row } from '../../../engine/index.ts';
import { createFakeServices, type FakeServices } from '../../../stories/fixtures/fake-services.ts';
import { createMemoryListServices, type MemoryListServices } from '../../../stories/fixtures/fake-list-services.ts';

// <ConfigList> as the app renders it (zh_CN antd, FormServices), over in-memory ListServices
// that record every request.

// antd in jsdom is slow, and slower on a busy machine: waits give up after 10 s, tests after 60 s.
configure({ asyncUtilTimeout: 10_000 });
export const SLOW = { timeout: 60_000 };

export interface RenderedList {
  services: MemoryListServices;
  formServices: FakeServices;
  user: ReturnType<typeof userEvent.setup>;
  /** The requests of one call, in order. */
  sent(call: ListCall): ApiRequest[];
  /** The table's body rows (not the measure row). */
  rows(): HTMLElement[];
  /** The body row showing `text`. */
  row(text: string): HTMLElement;
}

export async function renderList(
  props: Omit<ConfigListProps, 'services'> & { services?: MemoryListServices },
  rows: Row[] = [],
  options: { loads?: boolean; formServices?: Partial<FormServices> } = {},
): Promise<RenderedList> {
  const services = props.services ?? createMemoryListServices({ rows });
  const fake = createFakeServices({ uploadMs: 0, latencyMs: 0 });
  // Stored paths resolve against a known storage host, so tests can see it was used.
  const formServices: FakeServices = Object.assign(fake, options.formServices, { assetUrl: (path: string) => (/^(https?:|data:)/.test(path) ? path : `https://oss.example.com/${path}`) });
  const user = userEvent.setup({ delay: null });
  render(
    // No motion: dialogs and toasts come and go at once.
    <ZhProvider theme={{ token: { motion: false } }}>
      <FormServicesProvider value={formServices}>
        <ConfigList {...props} services={services} />
      </FormServicesProvider>
    </ZhProvider>,
  );
  const listed = () => services.requests.filter((request) => request.call === 'list').length;
  if (options.loads !== false) {
    await waitFor(() => expect(listed()).toBeGreaterThan(0));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  }
  const bodyRows = () => [...document.querySelectorAll<HTMLElement>('.config-list-table tbody tr.ant-table-row')];
  return {
    services,
    formServices,
    user,
    sent: (call) => services.requests.filter((request) => request.call === call),
    rows: bodyRows,
    row: (text) => {
      const found = bodyRows().find((tr) => within(tr).queryByText(text));
      if (!found) throw new Error(`no row shows ${text}`);
      return found;
    },
  };
}

/** The toast with this text (antd message). */
export const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-content *' });

/** The open confirm dialog (警告 …). */
export async function confirmDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter((d) => !d.closest('.ant-zoom-leave'));
    const last = dialogs.at(-1);
    if (!last) throw new Error('no confirm dialog');
    return last;
  });
}

/** Waits until the list has been loaded `count` times in all. */
export async function listedTimes(rendered: RenderedList, count: number): Promise<void> {
  await waitFor(() => expect(rendered.sent('list').length).toBe(count));
  await waitFor(() => expect(document.querySelector('.config-list-table .ant-spin-spinning')).toBeNull());
}

/**
 * The button labelled `name` in `root` (by text: role queries compute the accessibility tree of
 * antd's large DOM and are slow in jsdom).
 */
export function buttonIn(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The items of the open 更多 menu (antd Dropdown, in a portal). */
const openMenuItems = () => [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')];

/**
 * Clicks the row action `name` of `row` as a user would: its button, or, when the row folds it into
 * its 更多 (list-table.tsx splitActions: past the third, or past the room of three short labels), 更多
 * and then its item.
 */
export async function clickRowAction(rendered: Pick<RenderedList, 'user'>, row: HTMLElement, name: string): Promise<void> {
  const inline = [...row.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (inline) return rendered.user.click(inline);
  const more = row.querySelector<HTMLElement>('.config-list-more');
  if (!more) throw new Error(`no action ${name}`);
  await rendered.user.click(more);
  const item = await waitFor(() => {
    const found = openMenuItems().find((candidate) => candidate.textContent?.trim() === name);
    if (!found) throw new Error(`no action ${name} in 更多`);
    return found;
  });
  await rendered.user.click(item);
}

/** The labels of a row's actions: its buttons, then (opening 更多 and closing it again) those folded in 更多. */
export async function rowActionLabels(rendered: Pick<RenderedList, 'user'>, row: HTMLElement): Promise<{ inline: string[]; folded: string[] }> {
  const inline = [...row.querySelectorAll('.config-list-action:not(.config-list-more)')].map((button) => button.textContent?.trim() ?? '');
  const more = row.querySelector<HTMLElement>('.config-list-more');
  if (!more) return { inline, folded: [] };
  await rendered.user.click(more);
  const folded = await waitFor(() => {
    const items = openMenuItems();
    if (items.length === 0) throw new Error('更多 did not open');
    return items.map((item) => item.textContent?.trim() ?? '');
  });
  await rendered.user.click(more);
  await waitFor(() => expect(openMenuItems()).toEqual([]));
  return { inline, folded };
}
