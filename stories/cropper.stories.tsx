import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormServicesProvider } from '../adapters/ui/services-context.tsx';
import ImageCropper from '../adapters/form/cropper/image-cropper.tsx';
import { initialCrop, INITIAL_CROPPER, type CropperState, type CropSource } from '../adapters/form/cropper/index.ts';
import { CROPPER, type CropSize } from '../engine/index.ts';
import { createFakeServices, type FakeServicesOptions } from './fixtures/fake-services.ts';

// The image cropper's steps (spec section 4): 1 choose, 2 crop, 3 upload with loading 1
// uploading, 2 success, 3 failed. Each story opens the cropper at one state; the uploads go to
// the fake uploader (nothing leaves the page).

/** A 960×640 landscape as an SVG data URL: something to crop. */
function landscape(): CropSource {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fb1fc"/><stop offset="1" stop-color="#e0f0ff"/></linearGradient></defs>` +
    `<rect width="960" height="640" fill="url(#sky)"/><circle cx="720" cy="150" r="70" fill="#ffd666"/>` +
    `<path d="M0 640 L260 300 L420 480 L600 260 L960 640 Z" fill="#389e0d"/><path d="M0 640 L180 460 L360 640 Z" fill="#237804"/>` +
    `<rect x="420" y="430" width="140" height="110" fill="#fff"/><path d="M400 440 L490 370 L580 440 Z" fill="#cf1322"/></svg>`;
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, name: 'campus.png', type: 'image/png', width: 960, height: 640 };
}

interface CropperDemoProps {
  size: CropSize;
  state?: 'crop' | 'uploading' | 'uploaded' | 'failed' | 'refused';
  services?: FakeServicesOptions;
  hint: string;
}

function startAt(state: CropperDemoProps['state'], size: CropSize): CropperState {
  if (!state) return INITIAL_CROPPER;
  if (state === 'refused') return { ...INITIAL_CROPPER, error: `图片最低像素为（${size.width}*${size.height}）` };
  const source = landscape();
  const crop = { ...INITIAL_CROPPER, step: 2 as const, source, crop: initialCrop(source, size), zoom: 20 };
  if (state === 'crop') return crop;
  if (state === 'uploading') return { ...crop, step: 3, loading: 1, percent: 45 };
  if (state === 'uploaded') return { ...crop, step: 3, loading: 2, percent: 100 };
  return { ...crop, step: 3, loading: 3, error: '服务器500错误，请联系管理员' };
}

function CropperDemo({ size, state, services: options, hint }: CropperDemoProps) {
  const services = useMemo(() => createFakeServices({ uploadMs: 800, ...options }), [options]);
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <FormServicesProvider value={services}>
      <div style={{ padding: 16 }}>
        <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        <Space>
          <Button onClick={() => setOpen(true)} disabled={open}>
            打开裁剪
          </Button>
          {outcome && <Typography.Text type="secondary">{outcome}</Typography.Text>}
        </Space>
        {open && (
          <ImageCropper
            size={size}
            initial={startAt(state, size)}
            onCancel={() => {
              setOpen(false);
              setOutcome('已取消');
            }}
            onUploaded={(url) => {
              setOpen(false);
              setOutcome(`已上传：${url}`);
            }}
          />
        )}
      </div>
    </FormServicesProvider>
  );
}

const meta = { title: 'Widgets/Image cropper', component: CropperDemo } satisfies Meta<typeof CropperDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAPicture: Story = { args: { size: CROPPER.avatarSize, hint: '第 1 步：选择图片（仅限图片格式，不超过 10240kb，不小于输出尺寸）' } };
export const TooSmall: Story = { args: { size: CROPPER.avatarSize, state: 'refused', hint: '第 1 步：图片小于输出尺寸时的提示' } };
export const Crop: Story = { args: { size: CROPPER.avatarSize, state: 'crop', hint: '第 2 步：裁剪（拖动选框，缩放 0–100，按住按钮连续缩放）' } };
export const CropWide: Story = { args: { size: { width: 640, height: 360 }, state: 'crop', hint: '第 2 步：16:9 的输出尺寸（640×360）' } };
export const Uploading: Story = { args: { size: CROPPER.defaultSize, state: 'uploading', hint: '第 3 步：上传中（loading 1）' } };
export const Uploaded: Story = { args: { size: CROPPER.defaultSize, state: 'uploaded', hint: '第 3 步：上传成功（loading 2）' } };
export const UploadFailed: Story = { args: { size: CROPPER.defaultSize, state: 'failed', hint: '第 3 步：图片上传失败，裁剪保留（loading 3）' } };
