import type { Preview } from '@storybook/react-vite';
import { themeGlobalTypes, themeInitialGlobals, withAppTheme } from './app-theme.tsx';

// Every story renders as the app does: antd in zh_CN with the app's theme (the toolbar's 站点 and
// 字号), dayjs zh-cn, a fresh jotai store and QueryClient per story (app-theme.tsx).
const preview: Preview = {
  decorators: [withAppTheme],
  globalTypes: themeGlobalTypes,
  initialGlobals: themeInitialGlobals,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { toc: true },
    // The a11y panel runs axe on every story and a critical or serious violation fails its test (tests/storybook/axe-stories.ts does the same in Chromium, `npm run test:a11y`).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Docs', 'Form', 'List', 'App', 'Shell', 'Money'] } },
  },
};

export default preview;
