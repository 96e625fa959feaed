import type { Preview } from '@storybook/react-vite';
import { ZhProvider } from '../adapters/index.ts';

// Every story renders as the app does: antd in zh_CN, small components, dayjs zh-cn.
const preview: Preview = {
  decorators: [
    (Story) => (
      <ZhProvider>
        <Story />
      </ZhProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
