import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadRequest } from '../../../../engine/index.ts';
import { FileUpload } from '../../../../adapters/form/widgets/file-upload.tsx';
import { ImageList } from '../../../../adapters/form/widgets/image-list.tsx';
import { ImageUpload } from '../../../../adapters/form/widgets/image-upload.tsx';
import { deferred, fileOf, renderField } from './harness.tsx';

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileUpload', () => {
  it.each([
    ['a.exe', 10, '只能上传 pdf、doc、docx、ppt、pptx、jpg、jpeg、png、gif 格式的文件'],
    ['big.pdf', 5 * 1024 * 1024 + 1, '文件大小不能超过 5M'],
  ])('refuses %s before any upload call: %s', async (name, bytes, message) => {
    const upload = vi.fn();
    const { user, container, form } = renderField(FileUpload, { props: { rule: 'file', multiple: false }, services: { uploader: { upload } } });
    await user.upload(fileInput(container), fileOf(name, bytes));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(form.values.value).toBeUndefined();
  });

  it('applies the authentication form rule (pdf, jpg, jpeg, png)', async () => {
    const upload = vi.fn();
    const { user, container } = renderField(FileUpload, { props: { rule: 'authFile', multiple: false }, services: { uploader: { upload } } });
    await user.upload(fileInput(container), fileOf('a.docx'));
    expect(await screen.findByText('只能上传 pdf、jpg、jpeg、png 格式的文件')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows progress, stores the URL, says 上传成功 and shows the link', async () => {
    const answer = deferred<{ url: string }>();
    let request: UploadRequest | undefined;
    const upload = vi.fn((r: UploadRequest) => {
      request = r;
      return answer.promise;
    });
    const { user, container, form } = renderField(FileUpload, { props: { rule: 'file', multiple: false }, services: { uploader: { upload } } });
    await user.upload(fileInput(container), fileOf('方案.pdf'));

    expect(request?.kind).toBe('file');
    act(() => request?.onProgress?.(42));
    const bar = await screen.findByLabelText('方案.pdf 上传进度');
    expect(within(bar).getByText('42%')).toBeTruthy();
    expect((screen.getByRole('button', { name: /上传中/ }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => answer.resolve({ url: 'https://oss.example.cn/files/%E6%96%B9%E6%A1%88.pdf' }));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(form.values.value).toBe('https://oss.example.cn/files/%E6%96%B9%E6%A1%88.pdf');
    expect(screen.getByRole('link', { name: '方案.pdf' }).getAttribute('href')).toBe('https://oss.example.cn/files/%E6%96%B9%E6%A1%88.pdf');
  });

  it('keeps a list when multiple, and drops the failed file name with an error toast', async () => {
    const upload = vi.fn(async ({ file }: UploadRequest) => {
      if (file.name === 'bad.pdf') throw new Error('文件已损坏');
      return { url: `files/${file.name}` };
    });
    const { user, container, form } = renderField(FileUpload, {
      props: { rule: 'file', multiple: true },
      initialValues: { value: ['files/old.doc'] },
      services: { uploader: { upload } },
    });
    await user.upload(fileInput(container), fileOf('new.pdf'));
    await waitFor(() => expect(form.values.value).toEqual(['files/old.doc', { image: 'files/new.pdf', desc: 'new.pdf' }]));

    await user.upload(fileInput(container), fileOf('bad.pdf'));
    expect(await screen.findByText('文件上传失败')).toBeTruthy();
    expect(screen.getByText(/文件已损坏/)).toBeTruthy();
    expect(screen.queryByLabelText('bad.pdf 上传进度')).toBeNull();
    expect(form.values.value).toEqual(['files/old.doc', { image: 'files/new.pdf', desc: 'new.pdf' }]);

    await user.click(screen.getByRole('button', { name: '删除 old.doc' }));
    expect(form.values.value).toEqual([{ image: 'files/new.pdf', desc: 'new.pdf' }]);
  });

  it("shows the user's own file name after upload, not the server's stored one, and keeps it as desc in a list", async () => {
    // the server stores files under random names and answers the original (engine/contracts, uploadAnswer)
    const upload = vi.fn(async ({ file }: UploadRequest) => ({ url: `uploads/2026/11/${file.size}3f9a0c.pdf`, name: file.name }));
    const single = renderField(FileUpload, { props: { rule: 'file', multiple: false }, services: { uploader: { upload } } });
    await single.user.upload(fileInput(single.container), fileOf('办学许可证.pdf', 7));
    expect(await screen.findByRole('link', { name: '办学许可证.pdf' })).toBeTruthy();
    expect(screen.queryByText('73f9a0c.pdf')).toBeNull();
    // a single file field holds the stored path, as the configs expect
    expect(single.form.values.value).toBe('uploads/2026/11/73f9a0c.pdf');
    single.unmount();

    const list = renderField(FileUpload, {
      props: { rule: 'file', multiple: true },
      initialValues: { value: [{ image: 'uploads/2026/10/aa01.pdf', desc: '招生简章.pdf' }] },
      services: { uploader: { upload } },
    });
    expect(screen.getByRole('link', { name: '招生简章.pdf' })).toBeTruthy();
    await list.user.upload(fileInput(list.container), fileOf('收费标准.pdf', 9));
    expect(await screen.findByRole('link', { name: '收费标准.pdf' })).toBeTruthy();
    expect(list.form.values.value).toEqual([
      { image: 'uploads/2026/10/aa01.pdf', desc: '招生简章.pdf' },
      { image: 'uploads/2026/11/93f9a0c.pdf', desc: '收费标准.pdf' },
    ]);
    await list.user.click(screen.getByRole('button', { name: '删除 招生简章.pdf' }));
    expect(list.form.values.value).toEqual([{ image: 'uploads/2026/11/93f9a0c.pdf', desc: '收费标准.pdf' }]);
  });

  it('shows the original name of a single file saved by the reference server when the form is opened again', () => {
    // upload-file stores a document as YYYY/MM/<random>/<the user's name> (server/routes/core/uploads.ts)
    const saved = 'uploads/2026/11/5e0c9a41d2b37f8a6c1e0b94/办学许可证 (2026).pdf';
    for (const pattern of ['editable', 'readPretty'] as const) {
      const { unmount } = renderField(FileUpload, { props: { rule: 'file', multiple: false }, pattern, initialValues: { value: saved } });
      expect(screen.getByRole('link', { name: '办学许可证 (2026).pdf' })).toBeTruthy();
      expect(screen.queryByText(/5e0c9a41/)).toBeNull();
      unmount();
    }
  });

  it('takes a file dropped on the upload button, and only the first one unless multiple', async () => {
    const upload = vi.fn(async ({ file }: UploadRequest) => ({ url: `files/${file.name}` }));
    const { form } = renderField(FileUpload, { props: { rule: 'file', multiple: false }, services: { uploader: { upload } } });
    fireEvent.drop(screen.getByRole('button', { name: '上传文件' }), { dataTransfer: { files: [fileOf('a.pdf'), fileOf('b.pdf')] } });
    await waitFor(() => expect(form.values.value).toBe('files/a.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('shows only the links when read-only or disabled', () => {
    for (const pattern of ['readPretty', 'disabled'] as const) {
      const { unmount } = renderField(FileUpload, { props: { rule: 'file', multiple: true }, pattern, initialValues: { value: ['files/a.pdf', 'files/b.pdf'] } });
      expect(screen.getByRole('link', { name: 'a.pdf' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'b.pdf' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /上传文件|删除/ })).toBeNull();
      unmount();
    }
  });
});

describe('ImageUpload', () => {
  it('uploads an image (kind image), stores the path and shows it through assetUrl', async () => {
    const upload = vi.fn(async () => ({ url: 'upload/logo.png' }));
    const { user, container, form } = renderField(ImageUpload, {
      props: { rule: 'image' },
      services: { uploader: { upload }, assetUrl: (path: string) => `https://oss.example.cn/${path}` },
    });
    await user.upload(fileInput(container), fileOf('logo.png', 10, 'image/png'));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ kind: 'image' }));
    expect(form.values.value).toBe('upload/logo.png');
    expect(screen.getByAltText('已上传的图片').getAttribute('src')).toBe('https://oss.example.cn/upload/logo.png');

    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(form.values.value).toBeUndefined();
  });

  it('mounts antd\'s preview of the image on the first click only', async () => {
    const { user } = renderField(ImageUpload, { props: { rule: 'image' }, initialValues: { value: 'upload/logo.png' } });
    expect(document.querySelector('.ant-image-preview-wrap')).toBeNull();
    const thumb = screen.getByAltText('已上传的图片');
    await user.click(thumb);
    const preview = await waitFor(() => {
      const open = document.querySelector('.ant-image-preview-wrap');
      expect(open).toBeTruthy();
      return open as HTMLElement;
    });
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(thumb.getAttribute('src'));
  });

  it('says 图片上传失败 when the upload fails, and refuses a pdf before sending', async () => {
    const upload = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user, container, form } = renderField(ImageUpload, { props: { rule: 'image' }, services: { uploader: { upload } } });
    await user.upload(fileInput(container), fileOf('a.pdf'));
    expect(await screen.findByText('只能上传 jpg、jpeg、png、gif 格式的文件')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    await user.upload(fileInput(container), fileOf('a.png'));
    expect(await screen.findByText('图片上传失败')).toBeTruthy();
    expect(form.values.value).toBeUndefined();
  });

  it('picks an image from the library', async () => {
    const { user, form } = renderField(ImageUpload, { props: { rule: 'image' } });
    await user.click(screen.getByRole('button', { name: '从图片库选择' }));
    const dialog = await screen.findByRole('dialog');
    const tiles = await within(await within(dialog).findByRole('group', { name: '图片库' })).findAllByRole('button', { pressed: false });
    await user.click(tiles[0]!);
    await user.click(tiles[1]!);
    expect(within(dialog).getByText('已选 1/1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(String(form.values.value)).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('ImageList', () => {
  it('adds uploads up to max, warns about the rest, shows n/max and removes', async () => {
    const upload = vi.fn(async ({ file }: UploadRequest) => ({ url: `img/${file.name}` }));
    const { user, container, form } = renderField(ImageList, {
      props: { rule: 'image', min: 1, max: 3 },
      initialValues: { value: ['img/0.png'] },
      services: { uploader: { upload } },
    });
    expect(screen.getByLabelText('图片数量').textContent).toMatch(/^1\/3/);
    await user.upload(fileInput(container), [fileOf('1.png'), fileOf('2.png'), fileOf('3.png')]);
    expect(await screen.findByText('最多只能上传 3 张图片')).toBeTruthy();
    await waitFor(() => expect(form.values.value).toHaveLength(3));
    expect(upload).toHaveBeenCalledTimes(2);
    expect([...form.values.value].sort()).toEqual(['img/0.png', 'img/1.png', 'img/2.png']);
    expect(screen.getByLabelText('图片数量').textContent).toMatch(/^3\/3/);
    expect((screen.getByRole('button', { name: '从图片库选择' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '删除第 1 张图片' }));
    expect(form.values.value).toHaveLength(2);
    expect(screen.getByLabelText('图片数量').textContent).toMatch(/^2\/3/);
  });

  it('several files: one summary toast with the count; a reason that refused several files is said once (issue 31 item 6)', async () => {
    const upload = vi.fn(async ({ file }: UploadRequest) => ({ url: `img/${file.name}` }));
    const { user, container, form } = renderField(ImageList, { props: { rule: 'image', min: 0, max: 9 }, services: { uploader: { upload } } });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(fileInput(container), [fileOf('1.png'), big, fileOf('2.png'), huge, fileOf('3.png')]);
    await waitFor(() => expect(form.values.value).toHaveLength(3));
    expect(await screen.findByText('上传成功 3 个文件')).toBeTruthy();
    expect(screen.queryByText('上传成功')).toBeNull();
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice').length).toBe(2));
    const notices = [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);
    expect(notices.filter((text) => text === '上传成功 3 个文件')).toHaveLength(1);
    expect(notices.filter((text) => text !== '上传成功 3 个文件')).toHaveLength(1);
  });

  it('lets the library pick only the remaining count', async () => {
    const { user, form } = renderField(ImageList, { props: { rule: 'image', min: 0, max: 3 }, initialValues: { value: ['img/0.png'] } });
    await user.click(screen.getByRole('button', { name: '从图片库选择' }));
    const dialog = await screen.findByRole('dialog');
    const tiles = await within(await within(dialog).findByRole('group', { name: '图片库' })).findAllByRole('button', { pressed: false });
    for (const tile of tiles.slice(0, 3)) await user.click(tile);
    expect(await screen.findByText('最多只能选择 2 张图片')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(form.values.value).toHaveLength(3);
  });

  it('caps max at 9 and shows the images only when read-only', () => {
    renderField(ImageList, { props: { rule: 'image', min: 0, max: 20 } });
    expect(screen.getByLabelText('图片数量').textContent).toBe('0/9');
  });

  it('read-only: images without buttons', () => {
    renderField(ImageList, { props: { rule: 'image', min: 0, max: 9 }, pattern: 'readPretty', initialValues: { value: ['img/a.png', 'img/b.png'] } });
    expect(screen.getAllByRole('img', { name: /第 \d 张图片/ })).toHaveLength(2);
    // nothing to add or remove; each picture can still be opened in the preview by keyboard
    const buttons = screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(['预览 第 1 张图片', '预览 第 2 张图片']);
  });
});

describe('uploads finish first (issue 15)', () => {
  it('makes the form refuse to save while an upload runs, and after it failed; saves once it finished', async () => {
    const answer = deferred<{ url: string }>();
    let fail = false;
    const upload = vi.fn(() => (fail ? Promise.reject(new Error('网络中断')) : answer.promise));
    const { user, container, form } = renderField(FileUpload, { props: { rule: 'file', multiple: false }, services: { uploader: { upload } } });
    await user.upload(fileInput(container), fileOf('方案.pdf'));
    // 确定 now: refused with the reason, nothing saved without the file
    await expect(form.validate()).rejects.toBeTruthy();
    expect(form.errors.map((e) => e.messages).flat()).toContain('文件上传中，请等待上传完成后再保存');
    await act(async () => answer.resolve({ url: 'files/方案.pdf' }));
    await waitFor(() => expect(form.values.value).toBe('files/方案.pdf'));
    await expect(form.validate()).resolves.toBeUndefined();
    // a failed upload blocks saving with its message until another upload starts
    fail = true;
    await user.upload(fileInput(container), fileOf('第二版.pdf'));
    await waitFor(() => expect(form.errors.map((e) => e.messages).flat()).toContain('文件上传失败：网络中断'));
    await expect(form.validate()).rejects.toBeTruthy();
  });

  it('keeps refusing while the file is all sent (100%) but the server has not answered with its URL', async () => {
    const answer = deferred<{ url: string }>();
    const upload = vi.fn(({ onProgress }: { onProgress?: (percent: number) => void }) => {
      onProgress?.(100);
      return answer.promise;
    });
    const { user, container, form } = renderField(FileUpload, { props: { rule: 'file', multiple: false }, services: { uploader: { upload } } });
    await user.upload(fileInput(container), fileOf('方案.pdf'));
    await expect(form.validate()).rejects.toBeTruthy();
    expect(form.errors.map((e) => e.messages).flat()).toContain('文件上传中，请等待上传完成后再保存');
    await act(async () => answer.resolve({ url: 'files/方案.pdf' }));
    await waitFor(() => expect(form.values.value).toBe('files/方案.pdf'));
    await expect(form.validate()).resolves.toBeUndefined();
  });

  it('unblocks an optional field once the failed file is removed (移除), or the field is cleared (删除)', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('网络中断')));
    const errors = (form: { errors: { messages?: string[] }[] }) => form.errors.flatMap((e) => e.messages ?? []);
    // a file field that was empty: the failed file stays listed, marked failed, until 移除
    const file = renderField(FileUpload, { props: { rule: 'file', multiple: false }, services: { uploader: { upload } } });
    await file.user.upload(fileInput(file.container), fileOf('方案.pdf'));
    const failed = await screen.findByLabelText('方案.pdf 上传失败');
    expect(errors(file.form)).toContain('文件上传失败：网络中断');
    await expect(file.form.validate()).rejects.toBeTruthy();
    await file.user.click(within(failed).getByRole('button', { name: '移除 方案.pdf' }));
    await waitFor(() => expect(screen.queryByLabelText('方案.pdf 上传失败')).toBeNull());
    expect(errors(file.form)).toEqual([]);
    await expect(file.form.validate()).resolves.toBeUndefined();
    expect(file.form.values.value).toBeUndefined();
    file.unmount();

    // an image field with a stored picture: 删除 clears the field and the failure with it
    const image = renderField(ImageUpload, { props: { rule: 'image' }, initialValues: { value: 'images/old.png' }, services: { uploader: { upload } } });
    await image.user.upload(fileInput(image.container), fileOf('新图.png'));
    await screen.findByLabelText('新图.png 上传失败');
    await expect(image.form.validate()).rejects.toBeTruthy();
    expect(image.form.values.value).toBe('images/old.png');
    await image.user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByLabelText('新图.png 上传失败')).toBeNull());
    await expect(image.form.validate()).resolves.toBeUndefined();
    expect(image.form.values.value).toBeUndefined();
  });
});
