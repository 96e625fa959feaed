import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vite.config.ts roots the app build in app/; Storybook builds from the project root.
  viteFinal: (vite) => ({
    ...vite,
    root: ROOT,
    publicDir: path.join(ROOT, 'app/public'),
    build: { ...vite.build, chunkSizeWarningLimit: 4096 },
  }),
};

export default config;
