import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { within } from 'storybook/test';
import { FormServicesProvider } from '../adapters/ui/index.ts';
import { ImageLibraryDialog } from '../adapters/form/image-library.tsx';
import { MapDialog } from '../adapters/map/map-dialog.tsx';
import type { GeoPoint } from '../engine/index.ts';
import { createFakeServices, SAMPLE_PLACES } from './fixtures/fake-services.ts';

// The two pickers a form field opens (spec sections 3 and 5): 图片库 (image fields' 从图片库选择:
// tags to filter by, pages of images, a limit on how many) and 获取坐标 (address-coordinate's map:
// search an address, click the map, 当前位置). In-memory image library and geocoder; the map's
// tiles are one drawn grid, so nothing is fetched.

const GRID_TILE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2f5"/><path d="M0 128H256M128 0V256" stroke="#d5dde4" stroke-width="6"/><path d="M0 64H256M0 192H256M64 0V256M192 0V256" stroke="#e2e8ee" stroke-width="2"/></svg>',
)}`;

type Picker = 'library' | 'map';

function PickerDemo({ picker, limit, hint }: { picker: Picker; limit: number; hint: string }) {
  const services = useMemo(() => createFakeServices(), []);
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  const close = (text: string) => {
    setOpen(false);
    setOutcome(text);
  };
  const start: GeoPoint = SAMPLE_PLACES[2] ?? { lng: 116.407526, lat: 39.90403, address: '北京市' };
  return (
    <FormServicesProvider value={services}>
      <div style={{ padding: 16 }}>
        <Alert type="info" showIcon message={hint} style={{ marginBottom: 12 }} />
        <Space>
          <Button onClick={() => setOpen(true)} disabled={open}>
            打开对话框
          </Button>
          {outcome && <Typography.Text type="secondary">{outcome}</Typography.Text>}
        </Space>
        {picker === 'library' ? (
          <ImageLibraryDialog open={open} limit={limit} onOk={(images) => close(`已选择 ${images.length} 张：${images.join('、')}`)} onCancel={() => close('已取消')} />
        ) : (
          open && (
            <MapDialog
              open
              initial={start}
              geocoder={services.geocoder}
              tileUrl={GRID_TILE}
              onOk={(point) => close(`坐标 ${point.lng.toFixed(6)}, ${point.lat.toFixed(6)}（${point.address ?? ''}）`)}
              onCancel={() => close('已取消')}
            />
          )
        )}
      </div>
    </FormServicesProvider>
  );
}

const meta = {
  title: 'Form/Pickers',
  component: PickerDemo,
  argTypes: {
    picker: { name: '选择器', description: '图片库或获取坐标', control: 'select', options: ['library', 'map'] },
    limit: { name: '最多张数', description: '图片库最多可选几张（1：单选）', control: { type: 'number', min: 1, max: 9 } },
    hint: { name: '提示', control: 'text' },
  },
  args: { limit: 3 },
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
} satisfies Meta<typeof PickerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ImageLibrary: Story = {
  args: { picker: 'library', hint: '按标签筛选（键盘 Enter 也可），最多选 3 张，第 4 张提示“最多只能选择 3 张图片”；确定返回所选路径。' },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('group', { name: '按标签筛选' }, { timeout: 5000 });
  },
};
export const ImageLibrarySingle: Story = { args: { picker: 'library', limit: 1, hint: '单选：点击另一张即替换。' } };
export const MapPicker: Story = {
  args: { picker: 'map', hint: '搜索“北京”得到多个结果可点选；点击地图移动标记并反查地址；确定返回经纬度与地址。' },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByLabelText('搜索地址', {}, { timeout: 5000 });
  },
};
