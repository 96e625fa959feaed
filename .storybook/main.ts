import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';
import { FIELD_TYPE_STORIES_FILE, fieldTypeStoriesPlugin, withFieldTypeStories } from './field-type-stories.ts';
import { antdStaticStyles } from '../build/antd-styles.ts';

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
  viteFinal: async (vite) => ({
    ...vite,
    root: ROOT,
    publicDir: path.join(ROOT, 'app/public'),
    // precompress writes .br/.gz beside each file for the reference server and nginx, which never
    // serve storybook-static: it took half the build (28 of 51 s, the build's PLUGIN_TIMINGS warning);
    // antd-style-code leaves out antd's style functions, which stories under antd's own theme need;
    // without it no style module imports its sheet, so antd writes its rules at run time (the
    // static sheets empty: their map of rules would tell antd they were there)
    plugins: [...(await withoutPlugins(vite.plugins ?? [], ['precompress', 'antd-style-code', 'antd-static-styles'])), antdStaticStyles({ runTime: true }), fieldTypeStoriesPlugin()],
    // warnings and errors only: --quiet's build otherwise lists each of its 300 files with its size
    logLevel: 'warn',
    build: {
      ...vite.build,
      reportCompressedSize: false,
      // Storybook's own runtime with React and antd (the iframe chunk, 1.15 MB), axe (addon-a11y,
      // 0.66 MB), its docs blocks (0.56 MB) and echarts (0.53 MB) are each loaded whole by a local
      // tool, and splitting them makes no page lighter. The app's chunks are held to their byte
      // budgets by the app build (vite.config.ts, 2048) and the route-bundles bench, not here.
      chunkSizeWarningLimit: 1536,
    },
  }),
};

type PluginOption = NonNullable<Parameters<NonNullable<StorybookConfig['viteFinal']>>[0]['plugins']>[number];

/** The plugins (nested lists and promises flattened) without those named `names`. */
async function withoutPlugins(plugins: readonly PluginOption[], names: readonly string[]): Promise<PluginOption[]> {
  const flat: PluginOption[] = [];
  for (const plugin of await Promise.all(plugins)) {
    if (Array.isArray(plugin)) flat.push(...(await withoutPlugins(plugin, names)));
    else if (!(plugin && typeof plugin === 'object' && 'name' in plugin && names.includes(plugin.name))) flat.push(plugin);
  }
  return flat;
}

export default config;
