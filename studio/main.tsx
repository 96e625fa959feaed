import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp } from 'antd';
import { loadRuntimeConfig } from '../adapters/index.ts';
import { appTheme } from '../adapters/theme/index.ts';
import { ZhProvider } from '../adapters/ui/index.ts';
import { createStudioServices } from './services.ts';
import { StudioApp } from './studio-app.tsx';
import './studio.css';

// The studio's entry (studio/index.html, built by studio/vite.config.ts into dist-studio/): the
// preview reads the app's runtime configuration, served at the site's root beside the app.

/**
 * The app's colours made readable (WCAG AA 4.5:1: its text, links, buttons, tabs, tags and greys;
 * antd's defaults miss it, issue 60 item 8) on antd's blue, at antd's own sizes (the studio is no
 * page of the app, whose sizes the navbar chooses).
 */
const { fontSize: _size, controlHeight: _height, ...colours } = appTheme('#1677ff', 'default').token ?? {};
const THEME = { token: colours };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

loadRuntimeConfig(new URL('/', window.location.href).href).then(
  (config) =>
    root.render(
      <StrictMode>
        <ZhProvider theme={THEME}>
          <AntApp>
            <StudioApp services={createStudioServices(config)} />
          </AntApp>
        </ZhProvider>
      </StrictMode>,
    ),
  (error: Error) => root.render(<p role="alert">无法读取运行配置：{error.message}</p>),
);
