import { screen, waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMenuComponent, type FormConfig } from '../../../engine/index.ts';
import { fakeServices, renderForm } from './harness.tsx';

// The folder of configs as the legacy server writes them (tests/fixtures/legacy-configs): each
// parses with no errors, and its form renders every field with no error list.

const DIR = path.resolve(import.meta.dirname, '../../fixtures/legacy-configs');
const FILES = fs.readdirSync(DIR).filter((name) => name.endsWith('.json'));
const read = (name: string): { form: unknown } => JSON.parse(fs.readFileSync(path.join(DIR, name), 'utf8')) as { form: unknown };

afterEach(() => vi.restoreAllMocks());

describe('legacy-spelled configs', () => {
  it('has several files to check', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(FILES)('%s parses with no errors', (name) => {
    const result = parseMenuComponent(read(name));
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it.each(FILES)('%s renders every field and no error list', async (name) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = read(name);
    const parsed = parseMenuComponent(raw);
    const fields = (parsed.ok ? parsed.config.form : undefined) as FormConfig | undefined;
    renderForm({ config: raw.form }, fakeServices({ '/api/common/categories?type=4': [{ id: 985, name: '双一流高校（985/211）' }] }));
    for (const field of fields?.fields ?? []) {
      if (field.show_if.length || field.component.must_value) continue; // hidden until its condition holds
      expect(await screen.findByText(field.name, { selector: 'label, label *' })).toBeTruthy();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    // unknown keys reach developers through the console, never the page
    if (parsed.warnings.length) await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(parsed.warnings[0]?.path.replace(/^form\./, '') ?? '')));
    else expect(warn).not.toHaveBeenCalled();
  });

  it('a category-org-tag with no source asks for the organisation categories', async () => {
    const services = fakeServices({ '/api/common/categories?type=4': [{ id: 985, name: '双一流高校（985/211）' }] });
    renderForm({ config: read('category-org-tag-default.json').form }, services);
    await waitFor(() => expect(services.asked.map((a) => a.url)).toContain('/api/common/categories?type=4'));
  });
});
