import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageUpload } from '../../../../adapters/form/widgets/image-upload.tsx';
import { renderField } from './harness.tsx';

// An image field whose config asks for a size (component.crop) opens the cropper instead of a
// plain upload, and offers no library pictures (they are not cut to size).

describe('ImageUpload with a crop size', () => {
  it('opens the cropper at that size, without the image library', async () => {
    const { user, container } = renderField(ImageUpload, { props: { rule: 'image', crop: { width: 300, height: 300 } } });
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: '从图片库选择' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '上传图片' }));
    expect(await screen.findByText(/不小于 300×300 像素/)).toBeTruthy();
    expect(screen.getByText('裁剪图片')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByText(/不小于 300×300 像素/)).toBeNull();
  });

  it('without one, uploads directly and offers the library', () => {
    const { container } = renderField(ImageUpload, { props: { rule: 'image' } });
    expect(container.querySelector('input[type="file"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '从图片库选择' })).toBeTruthy();
  });
});
