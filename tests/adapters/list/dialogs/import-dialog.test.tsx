import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import writeXlsxFile from 'write-excel-file/browser';
import type { ApiRequest, ListAnswer, ListServices } from '../../../../engine/index.ts';
import ImportDialog from '../../../../adapters/list/dialogs/import-dialog.tsx';
import { createFakeListServices, PAGES } from '../../../../stories/fixtures/fake-list-services.ts';
import { deferred, fileInput, fileOf, renderDialog, requestsTo } from './harness.tsx';

vi.mock('write-excel-file/browser', () => {
  const toFile = vi.fn(async () => {});
  return { default: vi.fn(() => ({ toFile, toBlob: vi.fn() })) };
});

const majors = PAGES.majors;
const currentStep = () => document.body.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;

describe('ImportDialog (import of majors)', () => {
  it.each([
    ['专业.xls', 100, '不支持旧版 .xls 格式：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试'],
    ['专业.csv', 100, '不支持 .csv 文件：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试'],
    ['专业.numbers', 100, '仅支持 .xlsx 格式，请在 Excel 或 WPS 中另存为 .xlsx 后重试'],
    ['专业.xlsx', 30 * 1024 * 1024 + 1, '文件大小不能超过 30M'],
  ])('refuses %s before sending it: %s', async (name, size, message) => {
    const { user, services } = renderDialog(ImportDialog, 'import', { list: majors });
    await user.upload(fileInput(), fileOf(name, size));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(requestsTo(services, 'import')).toHaveLength(0);
    expect(currentStep()).toBe('选择文件');
  });

  it('goes through the steps with the upload progress, opens the preview, confirms and reports both counts', async () => {
    const fake = createFakeListServices({ latencyMs: 0 });
    const answer = deferred<ListAnswer>();
    let progress: ((percent: number) => void) | undefined;
    let sent: { request: ApiRequest; file: { name: string } } | undefined;
    const services: ListServices = {
      ...fake,
      upload: ((request: ApiRequest, file: { name: string }, options: { onProgress?: (percent: number) => void } = {}) => {
        sent = { request, file };
        progress = options.onProgress;
        return answer.promise;
      }) as ListServices['upload'],
    };
    const { user, onDone } = renderDialog(ImportDialog, 'import', { list: majors, services });
    expect(currentStep()).toBe('选择文件');

    await user.upload(fileInput(), fileOf('专业导入.xlsx', 2048));
    expect(sent?.request).toMatchObject({ call: 'import', method: 'post', url: '/api/organization/school-majors/import' });
    expect(sent?.file.name).toBe('专业导入.xlsx');
    expect(currentStep()).toBe('上传文件');

    act(() => progress?.(45));
    const bar = screen.getByLabelText('导入进度');
    expect(within(bar).getByText('45%')).toBeTruthy();
    act(() => progress?.(100));
    expect(currentStep()).toBe('处理数据');
    expect(within(bar).getByText('上传完成，正在处理数据…')).toBeTruthy();

    const preview = await fake.upload(majors.request('import') as ApiRequest, fileOf('a.xlsx'));
    await act(async () => answer.resolve(preview));
    expect(currentStep()).toBe('上传成功');
    expect(document.body.querySelectorAll('.ant-steps-item-finish')).toHaveLength(4);
    const confirmButton = screen.getByRole('button', { name: '确认导入' });
    expect(confirmButton).toHaveProperty('disabled', true);
    // pressing it while the preview is being made imports nothing
    await user.click(confirmButton);
    expect(requestsTo(fake, 'import-confirm')).toHaveLength(0);

    // the preview opens 1 s after the upload answered
    const table = await screen.findByRole('region', { name: '导入预览' }, { timeout: 3000 });
    expect(within(table).getByText(/^共 3 条数据/).textContent).toBe('共 3 条数据，可导入 2 条，有误 1 条（有误的行不会导入）');
    expect(within(table).getByText('护理学')).toBeTruthy();
    expect(within(table).getByText('层次只能是：高起专、专升本、高起本、研究生')).toBeTruthy();
    expect(within(table).getAllByText('可导入')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('导入成功 2 条')).toBeTruthy();
    expect(await screen.findByText('导入失败 1 条')).toBeTruthy();
    expect(requestsTo(fake, 'import-confirm')[0]).toMatchObject({ method: 'post', body: { cache_key: 'cache-1' } });

    // the dialog stays on the result: every failed row with its reason, to download and fix
    const result = await screen.findByRole('region', { name: '导入结果' });
    expect(within(result).getByText('已导入 2 条，未导入 1 条')).toBeTruthy();
    const failedCells = [...result.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(failedCells).toHaveLength(1);
    expect(failedCells[0]?.at(-1)).toBe('层次只能是：高起专、专升本、高起本、研究生');
    expect(screen.queryByRole('button', { name: '确认导入' })).toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '下载失败数据' }));
    await vi.waitFor(() => expect(writeXlsxFile).toHaveBeenCalledTimes(1));
    const [sheet] = vi.mocked(writeXlsxFile).mock.calls[0] as unknown as [{ value: unknown }[][]];
    expect(sheet.map((line) => line.map((cell) => cell.value).at(-1))).toEqual(['失败原因', '层次只能是：高起专、专升本、高起本、研究生']);
    expect(sheet[0]?.slice(0, 2).map((cell) => cell.value)).toEqual(['专业名称', '层次']);
    const saved = vi.mocked(writeXlsxFile).mock.results[0]?.value as { toFile: ReturnType<typeof vi.fn> };
    expect(saved.toFile).toHaveBeenCalledWith('专业管理导入失败数据.xlsx');

    // closing the result refreshes the list
    await user.click(within(document.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: '关闭' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('closes and refreshes the list at once when every row was imported', async () => {
    const services = createFakeListServices({ latencyMs: 0, importRows: [[{ name: '护理学', level: '专升本' }, '']] });
    const { user, onDone } = renderDialog(ImportDialog, 'import', { list: majors, services });
    await user.upload(fileInput(), fileOf('专业.xlsx'));
    await screen.findByRole('region', { name: '导入预览' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('导入成功 1 条')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: '导入结果' })).toBeNull();
  });

  it('says only 导入失败 with the count when no row could be imported', async () => {
    const services = createFakeListServices({ latencyMs: 0, importRows: [[{ name: '', level: '博士' }, '请输入专业名称']] });
    const { user } = renderDialog(ImportDialog, 'import', { list: majors, services });
    await user.upload(fileInput(), fileOf('专业.xlsx'));
    await screen.findByRole('region', { name: '导入预览' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('导入失败 1 条')).toBeTruthy();
    expect(screen.queryByText(/导入成功/)).toBeNull();
  });

  it('goes back to step 0 and shows the error when the upload fails', async () => {
    const services = createFakeListServices({ latencyMs: 0, importError: '表头与模板不一致，请下载模板后按模板填写' });
    const { user } = renderDialog(ImportDialog, 'import', { list: majors, services });
    await user.upload(fileInput(), fileOf('专业.xlsx'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '表头与模板不一致，请下载模板后按模板填写');
    expect(currentStep()).toBe('选择文件');
    expect(screen.getByRole('button', { name: /^点击或拖拽 xlsx 文件到这里上传/ })).toBeTruthy();
    expect(screen.queryByLabelText('导入进度')).toBeNull();
  });

  it('downloads the template from the dialog', async () => {
    const services = createFakeListServices({ latencyMs: 0 });
    const download = vi.spyOn(services, 'download');
    const { user } = renderDialog(ImportDialog, 'import', { list: majors, services });
    await user.click(screen.getByRole('button', { name: '下载模板' }));
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ method: 'get', url: '/api/organization/school-majors/import-template' }), '专业管理导入模板.xlsx');
  });
});
