import type { Preview } from '@storybook/react-vite';
import { themeGlobalTypes, themeInitialGlobals, withAppTheme } from './app-theme.tsx';

// Every story renders as the app does: antd in zh_CN with the app's theme (the toolbar's 站点 and
// 字号), dayjs zh-cn, a fresh jotai store and QueryClient per story (app-theme.tsx).

/** The screens the app is made for (issue 57), as the browser tests' viewport matrix (tests/e2e/viewports.e2e.ts). */
const SCREENS = {
  phone: { name: '手机 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: '平板 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  projector: { name: '投影 1280×720', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
  laptop: { name: '笔记本 1366×768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  desktop: { name: '台式机 1920×1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withAppTheme],
  globalTypes: themeGlobalTypes,
  initialGlobals: themeInitialGlobals,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: SCREENS },
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { toc: true },
    // The a11y panel runs axe on every story and a critical or serious violation fails its test (tests/storybook/axe-stories.ts does the same in Chromium, `npm run test:a11y`).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Docs', 'Form', 'List', 'App', 'Shell', 'Money'] } },
  },
};

export default preview;
