import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import branchPage from '../../../schemas/pages/school-branch.json';
import companyPage from '../../../schemas/pages/card.company-info.json';
import ordersPage from '../../../schemas/pages/order.order.json';
import picturesPage from '../../../schemas/pages/branch-pic.json';
import videosPage from '../../../schemas/pages/branch-video.json';
import zhuxuetongPage from '../../../schemas/pages/order.zhuxuetong-logs.json';
import pageNotesFile from '../../../schemas/page-notes.json';
import { PAGE_NOTES } from '../../../schemas/index.ts';
import { pageNotesFor, readPageNotes, withPageNotes, type PageIdentity } from '../../../engine/index.ts';
import { buttonIn, clickRowAction, confirmDialog, listedTimes, renderList, SLOW, toast } from './harness.tsx';

// The page notes of spec section 2 (Routes) and the pages with their own features: pictures,
// videos (mp4 only; the add form drops its last item), the course and project banners, company
// info (100, no pager), the branch title by is_school, the recharge block, zhuxuetong's
// 无效反馈 and export.

const labels = (root: HTMLElement) => [...root.querySelectorAll('.ant-formily-item-label')].map((label) => label.textContent?.replace(/[\s:：*]/g, ''));

describe('page notes from the route (schemas/page-notes.json)', () => {
  const notesOf = (page: PageIdentity) => pageNotesFor(page, PAGE_NOTES);
  it('gives pictures, videos, banners, company info and the zhuxuetong strip by menu id, component and page key', () => {
    expect(readPageNotes(pageNotesFile).errors).toEqual([]);
    expect(notesOf({ component: 'branchPic', menuId: '388', pageKey: 'branch-pic' })).toEqual({ large_images: true });
    expect(notesOf({ component: 'list', menuId: '416', pageKey: 'other' })).toEqual({ large_images: true });
    expect(notesOf({ component: 'branchVideo', menuId: '405', pageKey: 'branch-video' })).toEqual({ video_uploads: true, add_form_omit_last: true });
    expect(notesOf({ component: 'list', menuId: '377', pageKey: undefined })).toEqual({ video_uploads: true, add_form_omit_last: true });
    expect(notesOf({ component: 'companyInfo', menuId: '341', pageKey: 'card.company-info' })).toEqual({ pager: false, page_size: 100 });
    expect(notesOf({ component: 'list', menuId: '333', pageKey: 'fxl-school.train-class' }).banner).toBe('课程发布须知：仅限发布面向社会公开招生、有固定上课地点（含线上授课）的课程。');
    expect(notesOf({ component: 'list', menuId: '334', pageKey: 'fxl-school.train-item' }).banner).toBe('项目发布须知：仅限发布面向政府机关、企事业单位的定向培训项目。');
    expect(notesOf({ component: 'list', menuId: '331', pageKey: 'school-major' })).toEqual({});
    expect(notesOf({ component: 'zhuxuetongLogs', menuId: '367', pageKey: 'order.zhuxuetong-logs' })).toEqual({ service_strip: 'zhuxuetong' });
  });

  it('lays the notes under the list-config: a key the server sent wins, and a bad note costs that note only', () => {
    expect(withPageNotes({ title: '实景图片', large_images: false }, { large_images: true, banner: '须知' })).toEqual({ title: '实景图片', large_images: false, banner: '须知' });
    expect(withPageNotes('not a list', { banner: '须知' })).toBe('not a list');
    const read = readPageNotes({ notes: [{ title: '坏的', components: ['nope'], list: { banner: 'x' } }, { title: '好的', page_keys: ['a'], list: { large_images: 1, size: 3 } }] });
    expect(read.notes.map((note) => note.title)).toEqual([]);
    expect(read.errors.map((error) => error.path)).toEqual(['notes[0].components.0', 'notes[1].list']);
    expect(readPageNotes({ notes: [{ title: '好的', page_keys: ['a'], list: { large_images: 1 } }] }).notes).toEqual([{ index: 0, title: '好的', menuIds: [], components: [], pageKeys: ['a'], list: { large_images: 1 } }]);
  });
});

describe('ConfigList: the pages with notes', SLOW, () => {
  it('shows the banner above the list', async () => {
    await renderList({ list: { ...picturesPage.list, banner: '课程发布须知：仅限发布面向社会公开招生、有固定上课地点（含线上授课）的课程。' } }, []);
    expect(screen.getByText('课程发布须知：仅限发布面向社会公开招生、有固定上课地点（含线上授课）的课程。').closest('.ant-alert-info')).toBeTruthy();
  });

  it('shows the pictures large on the pictures page', async () => {
    const rows = [{ id: 1, image: 'uploads/pics/1.png', title: '教学楼', category: 1, marker: 1, top_sort: 0 }];
    const list = await renderList({ list: { ...picturesPage.list, large_images: true } }, rows);
    const image = list.row('教学楼').querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['192', '144']);
  });

  it('videos: the add form drops its last item, and file fields take mp4 only, sent as videos', async () => {
    const list = await renderList({ list: { ...videosPage.list, video_uploads: true, add_form_omit_last: true }, form: videosPage.form }, [{ id: 1, title: '校园宣传片', video: 'uploads/v/1.mp4', cover: 'uploads/v/1.png', views: 12, marker: 2, top_sort: 0 }]);
    await list.user.click(buttonIn(document, '新增'));
    const add = await screen.findByRole('dialog');
    await within(add).findByText('支持 mp4，不超过 100M');
    expect(labels(add)).toEqual(['标题', '视频', '封面', '说明']);

    const picker = add.querySelector('input[type=file][accept=".mp4"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], '简章.pdf', { type: 'application/pdf' })] } });
    await toast('上传文件只能是mp4格式!');
    expect(list.formServices.uploads).toHaveLength(0);
    fireEvent.change(picker, { target: { files: [new File(['mp4'], '宣传片.mp4', { type: 'video/mp4' })] } });
    await waitFor(() => expect(list.formServices.uploads.map((u) => [u.kind, u.file.name])).toEqual([['video', '宣传片.mp4']]));
    await list.user.click(buttonIn(add, '取消'));

    await clickRowAction(list, list.row('校园宣传片'), '编辑');
    const edit = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) => m.textContent?.includes('编辑实景视频'));
      if (!found) throw new Error('no edit dialog');
      return found;
    });
    await waitFor(() => expect(labels(edit)).toEqual(['标题', '视频', '封面', '说明', '播放次数']));
  });

  it('company info from a backend that sends no paging: all rows on one page of 100, without a pager (the page note)', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `信息${i + 1}`, value: `内容${i + 1}` }));
    const { pager: _pager, page_size: _size, ...sent } = companyPage.list;
    const list = await renderList({ list: withPageNotes(sent, pageNotesFor({ component: 'companyInfo' }, PAGE_NOTES)), form: companyPage.form }, rows);
    expect(list.sent('list')[0]?.query).toEqual({ page: 1, page_size: 100 });
    expect(list.rows()).toHaveLength(12);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('shows the service strip the list-config names, drawn by the app, above the banner', async () => {
    await renderList({ list: { ...zhuxuetongPage.list, service_strip: 'zhuxuetong', banner: '须知' }, strips: { zhuxuetong: <section aria-label="助学通服务">已开通</section> } }, []);
    const strip = screen.getByRole('region', { name: '助学通服务' });
    expect(strip.compareDocumentPosition(screen.getByText('须知')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    await renderList({ list: zhuxuetongPage.list, strips: { zhuxuetong: <section aria-label="助学通服务">已开通</section> } }, []);
    expect(screen.queryByRole('region', { name: '助学通服务' })).toBeNull();
  });

  it('titles the branch page 学习中心 when is_school is 0', async () => {
    await renderList({ list: branchPage.list, context: { isSchool: 0 } }, []);
    expect(screen.getByRole('heading', { name: '学习中心' })).toBeTruthy();
  });

  it('shows the balance and 充值 on a page with the recharge block', async () => {
    const onRecharge = vi.fn();
    const list = await renderList({ list: ordersPage.list, recharge: { balance: 12860, onRecharge } }, []);
    expect(screen.getByText('账户余额')).toBeTruthy();
    expect(screen.getByText('¥12,860.00')).toBeTruthy();
    await list.user.click(buttonIn(document, '充值'));
    expect(onRecharge).toHaveBeenCalledOnce();
  });

  it('zhuxuetong logs: 无效反馈 only where can_feedback is 1, after a confirm; 导出 with the search values', async () => {
    const rows = [
      { id: 1, student_name: '王小雨', mobile: '131****0000', major_name: '护理学', amount: 30, status: 0, created_at: '2026-11-21 09:15:13', can_feedback: 1 },
      { id: 2, student_name: '李宇航', mobile: '151****4321', major_name: '会计学', amount: 40, status: 2, created_at: '2026-11-01 22:15:13', can_feedback: 0 },
    ];
    const list = await renderList({ list: zhuxuetongPage.list }, rows);
    expect(buttonIn(list.row('王小雨'), '无效反馈')).toBeTruthy();
    expect(() => buttonIn(list.row('李宇航'), '无效反馈')).toThrow();
    await clickRowAction(list, list.row('王小雨'), '无效反馈');
    await list.user.click(buttonIn(await confirmDialog(), '确认'));
    await toast('操作成功');
    expect(list.sent('invalid').map((r) => [r.method, r.url])).toEqual([['post', '/api/organization/zhuxuetong-logs/1/invalid']]);
    await listedTimes(list, 2);
    expect(() => buttonIn(list.row('王小雨'), '无效反馈')).toThrow();
    expect(within(list.row('王小雨')).getByText('无效反馈审核中')).toBeTruthy();

    await list.user.type(screen.getByPlaceholderText('请输入学员姓名'), '王{Enter}');
    await listedTimes(list, 3);
    await list.user.click(buttonIn(document, '导出'));
    await waitFor(() => expect(list.services.downloads.map((d) => [d.request.method, d.request.url, d.request.query, d.fileName])).toEqual([['get', '/api/organization/zhuxuetong-logs/export', { student_name: '王' }, '助学通记录.xlsx']]));
  });
});
