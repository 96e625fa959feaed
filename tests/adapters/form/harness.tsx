import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { FormServicesProvider, ZhProvider } from '../../../adapters/ui/index.ts';
import { RawConfigForm, type RawConfigFormProps } from '../../../adapters/form/index.ts';
import type { FormServices, SelectOption } from '../../../engine/index.ts';

/** Services with fixed answers, recording what the widgets asked for. */
export function fakeServices(options: Record<string, SelectOption[]> = {}): FormServices & { asked: { url: string; params: object }[] } {
  const asked: { url: string; params: object }[] = [];
  return {
    asked,
    uploader: { upload: vi.fn(async () => ({ url: 'uploads/x.png' })) },
    dataSource: {
      options: async ({ url, params }) => {
        asked.push({ url, params });
        return options[url] ?? [];
      },
      page: async ({ url, params, name, page }) => {
        asked.push({ url, params: { ...params, name, page } });
        const all = (options[url] ?? []).filter((o) => o.name.includes(name));
        return { items: all.slice((page - 1) * 10, page * 10), total: all.length };
      },
    },
    imageLibrary: { images: async () => ({ items: [], total: 0 }), tags: async () => ({ items: [], total: 0 }) },
    geocoder: { search: async () => [], reverse: async () => '' },
    assetUrl: (path) => path,
    mapTileUrl: '',
  };
}

/** Renders a <ConfigForm> the way the app does (from the config as the server sends it: RawConfigForm), with a submit spy. */
export function renderForm(props: Partial<RawConfigFormProps> & { config: unknown }, services = fakeServices()) {
  const onSubmit = vi.fn<(values: Record<string, unknown>) => void>();
  const tree = ({ key, ...formProps }: Partial<RawConfigFormProps> & { config: unknown; key?: number }) => (
    <ZhProvider>
      <FormServicesProvider value={services}>
        <RawConfigForm key={key} onSubmit={onSubmit} {...formProps} />
      </FormServicesProvider>
    </ZhProvider>
  );
  const utils = render(tree(props));
  /** Renders other props in the same root (a `key` makes a new form). */
  const rerenderForm = (next: Partial<RawConfigFormProps> & { config: unknown; key?: number }) => utils.rerender(tree(next));
  return { ...utils, rerenderForm, onSubmit, services };
}
