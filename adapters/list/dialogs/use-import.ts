import { useEffect, useRef, useState } from 'react';
import { checkUpload, contracts, IMPORT_PREVIEW_DELAY_MS, isSuccess, MESSAGES, UPLOAD_RULES, type ImportPreview, type ImportResult } from '../../../engine/index.ts';
import { useDialogSave, useFeedback, useOutcome } from '../../ui/index.ts';
import { errorMessage } from '../../http/index.ts';
import { dataAs, isAbort } from './dialog-support.ts';
import { downloadFailedRows } from './import-result.tsx';
import type { ListDialogProps } from './types.ts';

// What the import dialog (import-dialog.tsx) does, without its look: the steps (0 idle, 1
// uploading with its progress, 2 processing, 3 success), the check before the upload, the
// preview 1 s after it, the confirm and its counts, the failed rows, the template download.

export type ImportStep = 0 | 1 | 2 | 3;

/** The preview opens this long after the upload answered (spec section 4). */
export const PREVIEW_DELAY_MS = IMPORT_PREVIEW_DELAY_MS;

export function useImport({ list, services, onClose, onDone }: Pick<ListDialogProps, 'list' | 'services' | 'onClose' | 'onDone'>) {
  const message = useFeedback();
  const outcome = useOutcome();
  const [step, setStep] = useState<ImportStep>(0);
  const [percent, setPercent] = useState(0);
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<ImportPreview | undefined>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [result, setResult] = useState<ImportResult | undefined>();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  // a chosen file not yet imported: Esc, the close icon and 取消 ask first; so does an import under way
  const importing = useDialogSave(() => step > 0 && !result, onClose);
  const confirming = importing.busy;
  // after an import the list has changed: closing refreshes it
  const close = result ? onDone : importing.close;
  useEffect(() => {
    if (step !== 3 || !preview) return;
    const timer = setTimeout(() => setPreviewOpen(true), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, preview]);

  const reset = () => {
    controller.current?.abort();
    setStep(0);
    setPercent(0);
    setPreview(undefined);
    setPreviewOpen(false);
    setResult(undefined);
  };

  const upload = async (file: File) => {
    const problem = checkUpload(file, UPLOAD_RULES.import);
    if (problem) {
      setError(problem);
      void message.error(problem);
      return;
    }
    const request = list.request('import');
    if (!request) return;
    reset();
    setError(undefined);
    setFileName(file.name);
    setStep(1);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const answer = await services.upload(request, file, {
        signal: abort.signal,
        onProgress: (value) => {
          setPercent(value);
          if (value >= 100) setStep(2);
        },
      });
      if (answer.data === null || answer.data === undefined) throw new Error(answer.message && !isSuccess(answer) ? answer.message : '服务器没有返回导入数据');
      setPercent(100);
      setPreview(dataAs(contracts.importPreview, answer, request.url));
      setStep(3);
    } catch (failure) {
      if (abort.signal.aborted || isAbort(failure)) return;
      setStep(0);
      setPercent(0);
      setError(errorMessage(failure, '上传失败，请稍后再试'));
      outcome.failed(failure, '上传失败，请稍后再试');
    }
  };

  const confirm = async () => {
    const request = previewOpen && preview && list.request('import_confirm', { body: { cache_key: preview.cache_key } });
    if (!request) return;
    try {
      const answer = await services.send(request);
      // the counts are the message here: 导入成功 N 条 / 导入失败 N 条 (spec section 8)
      if (!outcome.answered(answer, { quiet: true })) return;
      const { success, fail } = dataAs(contracts.importResult, answer, request.url);
      if (success > 0 || fail === 0) void message.success(MESSAGES.imported(success));
      if (fail > 0) void message.error(MESSAGES.importFailed(fail));
      if (fail === 0) onDone();
      else setResult({ success, fail });
    } catch (failure) {
      setError(errorMessage(failure, '导入失败，请稍后再试'));
      outcome.failed(failure, '导入失败，请稍后再试');
      // the server's cached upload may be gone: start again
      reset();
    }
  };

  const template = list.request('template');
  const downloadTemplate = () => {
    if (!template) return;
    services.download(template, `${list.title}导入模板.xlsx`).catch((failure: unknown) => outcome.failed(failure, '模板下载失败'));
  };

  const downloadFailed = () => {
    if (!preview) return;
    downloadFailedRows(preview, `${list.title}导入失败数据.xlsx`).catch((failure: unknown) => outcome.failed(failure, '失败数据下载失败'));
  };

  return { step, percent, fileName, error, preview, previewOpen, result, confirming, importing, close, reset, upload, confirm, template, downloadTemplate, downloadFailed };
}
