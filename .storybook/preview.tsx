import type { Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ZhProvider } from '../adapters/index.ts';
import { createQueryClient } from '../adapters/http/query.ts';

/** A story's own server-state cache (the app's defaults), so <ConfigList> and the selects read through it as in the app. */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// Every story renders as the app does: antd in zh_CN, small components, dayjs zh-cn, a QueryClient.
const preview: Preview = {
  decorators: [
    (Story) => (
      <StoryQueryClient>
        <ZhProvider>
          <Story />
        </ZhProvider>
      </StoryQueryClient>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
