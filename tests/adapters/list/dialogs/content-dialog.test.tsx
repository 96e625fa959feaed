import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ListAnswer, ListServices, UploadRequest } from '../../../../engine/index.ts';
import ContentDialog from '../../../../adapters/list/dialogs/content-dialog.tsx';
import { createFakeListServices, PAGES, SAMPLE_ROWS } from '../../../../stories/fixtures/fake-list-services.ts';
import { fileOf, renderDialog, requestsTo } from './harness.tsx';

const UNSAFE = '<p>课程介绍</p><img src="x.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';

/** The fake, with the course's detail answering `content` as its info.content. */
function servicesWith(content: string) {
  const fake = createFakeListServices({ latencyMs: 0 });
  const send = fake.send.bind(fake);
  const services: ListServices = {
    ...fake,
    send: (async (request: ApiRequest) => {
      const answer = (await send(request)) as ListAnswer<Record<string, unknown>>;
      if (request.method === 'get' && /fxl-school-train-class\/\d+$/.test(request.url)) return { ...answer, data: { ...answer.data, info: { content } } };
      return answer;
    }) as ListServices['send'],
  };
  return { fake, services };
}

const editor = () => screen.findByRole('textbox', { name: '课程内容' }, { timeout: 10_000 });

describe('ContentDialog (course content)', { timeout: 60_000 }, () => {
  it('loads the record, edits info.content in the lazily loaded editor, and saves content, jieyezhengshu and fujian', async () => {
    const services = createFakeListServices({ latencyMs: 0 });
    const { user, onDone } = renderDialog(ContentDialog, 'content', { list: PAGES.courses, row: SAMPLE_ROWS.course, services });
    expect(screen.getByText('课程内容：Python 数据分析实战')).toBeTruthy();
    const area = await editor();
    expect(within(area).getByRole('heading', { level: 2, name: '课程大纲' })).toBeTruthy();
    expect(requestsTo(services, 'fxl-school-train-class/21')[0]).toMatchObject({ method: 'get' });
    expect(screen.getByRole('img', { name: '第 1 张图片' })).toBeTruthy();

    const toolbar = screen.getByRole('toolbar', { name: '编辑器工具栏' });
    await user.click(within(toolbar).getByRole('button', { name: 'H1 一级标题' }));
    await waitFor(() => expect(within(area).getByRole('heading', { level: 1, name: '课程大纲' })).toBeTruthy());
    expect(within(toolbar).getByRole('button', { name: 'H1 一级标题' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(toolbar).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(within(area).getByRole('heading', { level: 2, name: '课程大纲' })).toBeTruthy());
    await user.click(within(toolbar).getByRole('button', { name: '重做' }));
    await waitFor(() => expect(within(area).getByRole('heading', { level: 1, name: '课程大纲' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const saved = requestsTo(services, '-content/').at(-1);
    expect(saved).toMatchObject({ method: 'patch', url: '/api/organization/fxl-school-train-class-content/21' });
    expect(saved?.body).toEqual({
      info: { content: expect.stringMatching(/^<h1>课程大纲<\/h1><p>第一章 <strong>数据分析<\/strong>基础<\/p>/) },
      jieyezhengshu: [expect.stringMatching(/^data:image\/svg\+xml/)],
      fujian: [],
    });
  });

  it('uploads an image through the form services’ uploader and inserts it', async () => {
    const upload = vi.fn(async (_request: UploadRequest) => ({ url: 'uploads/2026/11/outline.png' }));
    const { user } = renderDialog(ContentDialog, 'content', {
      list: PAGES.courses,
      row: SAMPLE_ROWS.course,
      formServices: { uploader: { upload }, assetUrl: (path: string) => `https://oss.example.cn/${path}` },
    });
    const area = await editor();
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    // (antd gives every dialog title the id test-id under test, so dialogs are found by content)
    const dialog = (await screen.findByText('选择图片并上传')).closest('.ant-modal') as HTMLElement;
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, fileOf('大纲.png', 2048, 'image/png'));
    const image = await within(area).findByAltText('大纲');
    expect(image.getAttribute('src')).toBe('https://oss.example.cn/uploads/2026/11/outline.png');
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ kind: 'image' });
  });

  it('refuses a non-image before uploading it', async () => {
    const upload = vi.fn();
    const { user } = renderDialog(ContentDialog, 'content', { list: PAGES.courses, row: SAMPLE_ROWS.course, formServices: { uploader: { upload } } });
    await editor();
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    // (antd gives every dialog title the id test-id under test, so dialogs are found by content)
    const dialog = (await screen.findByText('选择图片并上传')).closest('.ant-modal') as HTMLElement;
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, fileOf('大纲.pdf'));
    expect(await screen.findByText('只能上传 jpg、jpeg、png、gif 格式的文件')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('saves the stored HTML as it is, but previews it sanitised', async () => {
    const { fake, services } = servicesWith(UNSAFE);
    const { user, onDone } = renderDialog(ContentDialog, 'content', { list: PAGES.courses, row: SAMPLE_ROWS.course, services });
    const area = await editor();
    expect(area.innerHTML).not.toMatch(/onerror|<script/);

    await user.click(screen.getByText('预览'));
    const preview = screen.getByLabelText('内容预览');
    expect(within(preview).getByText('课程介绍')).toBeTruthy();
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect(preview.innerHTML).not.toMatch(/onerror|<script/);
    expect(window).not.toHaveProperty('__pwned');

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requestsTo(fake, '-content/').at(-1)?.body).toMatchObject({ info: { content: UNSAFE } });
  });

  it('shows the certificate (jieyezhengshu) and attachment (fujian) image lists, up to 9 each', async () => {
    const services = createFakeListServices({ latencyMs: 0 });
    renderDialog(ContentDialog, 'content', { list: PAGES.courses, row: SAMPLE_ROWS.course, services });
    await editor();
    expect(screen.getAllByLabelText('图片数量').map((count) => count.textContent)).toEqual(['1/9', '0/9']);
    expect(screen.getByText('结业证书')).toBeTruthy();
    expect(screen.getByText('附件')).toBeTruthy();
  });
});
