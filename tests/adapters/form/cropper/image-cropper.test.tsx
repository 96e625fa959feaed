import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ImageCropper from '../../../../adapters/form/cropper/image-cropper.tsx';
import { initialCrop, INITIAL_CROPPER, type CropperState } from '../../../../adapters/form/cropper/index.ts';
import { FormServicesProvider } from '../../../../adapters/ui/services-context.tsx';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';
import { CROPPER } from '../../../../engine/index.ts';
import { createFakeServices } from '../../../../stories/fixtures/fake-services.ts';

// The cropper's states in jsdom (no image decoding or canvas here: the drawing is replaced by a
// file of the output's name; the browser test crops a real photo).

vi.mock('../../../../adapters/form/cropper/crop-output.ts', () => ({
  drawCrop: () => true,
  cropToFile: (_image: unknown, _crop: unknown, _zoom: number, size: { width: number; height: number }, format: string) =>
    Promise.resolve(new File(['x'], `cropped-${size.width}x${size.height}.${format}`, { type: `image/${format === 'jpg' ? 'jpeg' : 'png'}` })),
  pictureSize: () => Promise.resolve({ width: 100, height: 100 }),
}));

const source = { url: 'data:image/png;base64,AAAA', name: 'a.png', type: 'image/png', width: 1200, height: 800 };
const CROPPING: CropperState = { ...INITIAL_CROPPER, step: 2, source, crop: initialCrop(source, CROPPER.avatarSize), zoom: 10 };

function renderCropper(initial?: CropperState, uploadError?: string) {
  const services = createFakeServices({ uploadMs: 0, latencyMs: 0, ...(uploadError ? { uploadError } : {}) });
  const onUploaded = vi.fn();
  const onCancel = vi.fn();
  render(
    <ZhProvider>
      <FormServicesProvider value={services}>
        <ImageCropper size={CROPPER.avatarSize} initial={initial} onUploaded={onUploaded} onCancel={onCancel} />
      </FormServicesProvider>
    </ZhProvider>,
  );
  return { services, onUploaded, onCancel, user: userEvent.setup({ applyAccept: false }) };
}

/** The crop stage's picture has loaded (jsdom loads no images). */
const loaded = () => fireEvent.load(screen.getByAltText('待裁剪的图片'));
const zoomValue = () => Number(document.querySelector('.image-cropper-zoom-value')?.textContent);

describe('the image cropper', () => {
  it('step 1 refuses what is not a picture, a file over 10240kb, and a picture smaller than the output', async () => {
    const { user } = renderCropper();
    expect(screen.getByText(/仅限图片格式，单文件不超过 10240kb，不小于 300×300 像素/)).toBeTruthy();
    const input = screen.getByLabelText('选择要裁剪的图片');
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('仅限图片格式');

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10240 * 1024 + 1 });
    await user.upload(input, big);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('单文件大小不能超过 10240kb'));

    URL.createObjectURL ??= () => 'blob:test';
    URL.revokeObjectURL ??= () => undefined;
    await user.upload(input, new File(['x'], 'small.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('图片最低像素为（300*300）'));
    expect(screen.queryByAltText('待裁剪的图片')).toBeNull();
  });

  it('step 2 zooms by the buttons: a click is one step, held they step every 60 ms until released', () => {
    renderCropper(CROPPING);
    loaded();
    const zoomIn = screen.getByRole('button', { name: '放大' });
    fireEvent.click(zoomIn, { detail: 0 });
    expect(zoomValue()).toBe(12);
    // only the intervals are faked: antd's own timers run as usual
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      fireEvent.pointerDown(zoomIn, { button: 0 });
      expect(zoomValue()).toBe(14);
      act(() => vi.advanceTimersByTime(CROPPER.zoomRepeatMs * 5));
      expect(zoomValue()).toBe(24);
      act(() => {
        window.dispatchEvent(new Event('pointerup'));
        vi.advanceTimersByTime(CROPPER.zoomRepeatMs * 10);
      });
      expect(zoomValue()).toBe(24);
      // held to the end, it stops at 100
      fireEvent.pointerDown(zoomIn, { button: 0 });
      act(() => vi.advanceTimersByTime(CROPPER.zoomRepeatMs * 60));
      expect(zoomValue()).toBe(100);
    } finally {
      vi.useRealTimers();
    }
    fireEvent.click(screen.getByRole('button', { name: '缩小' }), { detail: 0 });
    expect(zoomValue()).toBe(98);
  });

  it('step 3 uploads the crop as a cropped upload (loading 1 -> 2) and hands back its path', async () => {
    const { services, onUploaded, user } = renderCropper(CROPPING);
    const upload = screen.getByRole('button', { name: '上传' });
    expect(upload.hasAttribute('disabled')).toBe(true);
    loaded();
    await user.click(upload);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(services.uploads).toHaveLength(1);
    expect(services.uploads[0]).toMatchObject({ kind: 'cropped', file: { name: 'cropped-300x300.png' } });
    expect(document.querySelector('.image-cropper-body')?.getAttribute('data-loading')).toBe('2');
    expect(await screen.findByText('上传成功', { selector: '.ant-result-title' })).toBeTruthy();
  });

  it('a failed upload (loading 3) says 图片上传失败, keeps the crop, and can go back or send again', async () => {
    const { services, onUploaded, user } = renderCropper(CROPPING, '服务器繁忙');
    loaded();
    await user.click(screen.getByRole('button', { name: '上传' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('图片上传失败');
    expect(alert.textContent).toContain('服务器繁忙');
    expect(document.querySelector('.image-cropper-body')?.getAttribute('data-loading')).toBe('3');
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '返回裁剪' }));
    expect(document.querySelector('.image-cropper-body')?.getAttribute('data-step')).toBe('2');
    expect(zoomValue()).toBe(10);

    services.configure({ uploadError: undefined });
    await user.click(screen.getByRole('button', { name: '上传' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
  });
});
