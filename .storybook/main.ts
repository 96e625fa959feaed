import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';
import { FIELD_TYPE_STORIES_FILE, fieldTypeStoriesPlugin, withFieldTypeStories } from './field-type-stories.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Indexes the field-type stories file with its generated stories (field-type-stories.ts). */
export const fieldTypeIndexer: Indexer = {
  test: FIELD_TYPE_STORIES_FILE,
  createIndex: async (fileName, options) => loadCsf(withFieldTypeStories(await readFile(fileName, 'utf8')), { ...options, fileName }).parse().indexInputs,
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  experimental_indexers: (existing) => [fieldTypeIndexer, ...(existing ?? [])],
  // vite.config.ts roots the app build in app/; Storybook builds from the project root.
  viteFinal: (vite) => ({
    ...vite,
    root: ROOT,
    publicDir: path.join(ROOT, 'app/public'),
    plugins: [...(vite.plugins ?? []), fieldTypeStoriesPlugin()],
    build: { ...vite.build, chunkSizeWarningLimit: 4096 },
  }),
};

export default config;
