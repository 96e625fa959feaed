import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { checkUpload, contracts, isSuccess, MESSAGES, UPLOAD_RULES, type ImportPreview, type ImportResult } from '../../../../engine/index.ts';
import { useDialogSave } from '../../close-guard.ts';
import { FilePicker, useFeedback } from '../../upload-helpers.tsx';
import { useOutcome } from '../outcome.ts';
import { dataAs, isAbort } from './dialog-support.ts';
import { ImportPreviewTable } from './import-preview.tsx';
import { downloadFailedRows, ImportResultView } from './import-result.tsx';
import type { ListDialogProps } from './types.ts';
import './list-dialogs.css';
import { errorMessage } from '../../../http/index.ts';

// Import of majors (spec sections 2, 4, 5, 8): an xlsx of at most 30 MB, checked before it is
// sent; steps 0 idle, 1 uploading (with the upload's progress), 2 processing at 100%, 3 success;
// the preview of the server's rows opens 1 s after the upload; confirming sends the cache_key to
// import_confirm (never before the preview shows) and says 导入成功 with the success count and
// 导入失败 with the fail count; when rows failed the dialog stays open on the result: every failed
// row with its reason, as an xlsx to fix and import again (issue 31 item 2); closing it refreshes
// the list. A failed upload goes back to step 0 with its error. The template downloads from here too.

export type ImportStep = 0 | 1 | 2 | 3;

/** The preview opens this long after the upload answered (spec section 4). */
export const PREVIEW_DELAY_MS = 1000;

const STEP_TITLES = ['选择文件', '上传文件', '处理数据', MESSAGES.uploaded];

export default function ImportDialog({ list, services, onClose, onDone }: ListDialogProps) {
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

  return (
    <Modal
      open
      title="导入专业"
      width={previewOpen ? 960 : 600}
      maskClosable={false}
      onCancel={close}
      footer={[
        template && (
          <Button key="template" onClick={downloadTemplate}>
            下载模板
          </Button>
        ),
        result && preview && (
          <Button key="failed" onClick={downloadFailed}>
            下载失败数据
          </Button>
        ),
        previewOpen && (
          <Button key="again" onClick={reset} disabled={confirming}>
            {result ? '继续导入' : '重新选择'}
          </Button>
        ),
        <Button key="cancel" onClick={close}>
          {result ? '关闭' : '取消'}
        </Button>,
        !result && (
          <Button key="ok" type="primary" disabled={!previewOpen} loading={confirming} onClick={() => void importing.run(confirm)}>
            确认导入
          </Button>
        ),
      ]}
    >
      <Steps size="small" current={step} status={step === 3 ? 'finish' : 'process'} items={STEP_TITLES.map((title) => ({ title }))} className="list-dialog-steps" />
      {step === 0 && (
        <div className="list-dialog-drop-wrap">
          <FilePicker rule="import" multiple={false} disabled={false} onFile={(file) => void upload(file)}>
            <div
              className="list-dialog-drop"
              role="button"
              tabIndex={0}
              aria-label="选择要导入的 xlsx 文件"
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  event.currentTarget.click();
                }
              }}
            >
              <InboxOutlined className="list-dialog-drop-icon" />
              <div>点击或拖拽 xlsx 文件到这里上传</div>
              <Typography.Text type="secondary">仅支持 xlsx 格式，文件大小不超过 30M；请先下载模板，按模板填写</Typography.Text>
            </div>
          </FilePicker>
        </div>
      )}
      {step > 0 && (
        <div className="list-dialog-progress" aria-label="导入进度">
          <Typography.Text ellipsis>{fileName}</Typography.Text>
          <Progress percent={step >= 2 ? 100 : percent} status={step === 3 ? 'success' : 'active'} />
          <Typography.Text type="secondary">
            {step === 1 ? '正在上传…' : step === 2 ? '上传完成，正在处理数据…' : result ? '导入已完成' : previewOpen ? '请核对以下数据，确认无误后点击“确认导入”' : '上传成功，正在生成预览…'}
          </Typography.Text>
        </div>
      )}
      {error && <Alert type="error" showIcon message={error} className="list-dialog-alert" />}
      {previewOpen && preview && (result ? <ImportResultView preview={preview} result={result} /> : <ImportPreviewTable preview={preview} />)}
    </Modal>
  );
}
