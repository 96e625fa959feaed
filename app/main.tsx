import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { loadRuntimeConfig, ZhProvider } from '../adapters/index.ts';
import { createAppRouter } from './router.tsx';
import { StatusScreen } from './screens/status-screen.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The file sits beside index.html at the app's base, whatever the current route's depth.
loadRuntimeConfig(new URL(import.meta.env.BASE_URL, window.location.origin).href).then(
  (config) => {
    root.render(
      <StrictMode>
        <ZhProvider>
          <RouterProvider router={createAppRouter({ config })} />
        </ZhProvider>
      </StrictMode>,
    );
  },
  (error: Error) => {
    root.render(
      <ZhProvider>
        <StatusScreen kind="config-error" detail={error.message} />
      </ZhProvider>,
    );
  },
);
