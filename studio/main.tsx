import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp } from 'antd';
import { loadRuntimeConfig } from '../adapters/index.ts';
import { ZhProvider } from '../adapters/ui/index.ts';
import { createStudioServices } from './services.ts';
import { StudioApp } from './studio-app.tsx';
import './studio.css';

// The studio's entry (studio/index.html, built by studio/vite.config.ts into dist-studio/): the
// preview reads the app's runtime configuration, served at the site's root beside the app.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

loadRuntimeConfig(new URL('/', window.location.href).href).then(
  (config) =>
    root.render(
      <StrictMode>
        <ZhProvider>
          <AntApp>
            <StudioApp services={createStudioServices(config)} />
          </AntApp>
        </ZhProvider>
      </StrictMode>,
    ),
  (error: Error) => root.render(<p role="alert">无法读取运行配置：{error.message}</p>),
);
