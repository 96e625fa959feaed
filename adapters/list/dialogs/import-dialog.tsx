import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Steps, Typography } from 'antd';
import { Modal } from '../../ui/index.ts';
import { FilePicker } from '../../form/index.ts';
import { ImportPreviewTable } from './import-preview.tsx';
import { ImportResultView } from './import-result.tsx';
import type { ListDialogProps } from './types.ts';
import { useImport } from './use-import.ts';
import { MESSAGES } from '../../../engine/index.ts';
import './list-dialogs.css';

// Import of majors (spec sections 2, 4, 5, 8): an xlsx of at most 30 MB, checked before it is
// sent; steps 0 idle, 1 uploading (with the upload's progress), 2 processing at 100%, 3 success;
// the preview of the server's rows opens 1 s after the upload; confirming sends the cache_key to
// import_confirm (never before the preview shows) and says 导入成功 with the success count and
// 导入失败 with the fail count; when rows failed the dialog stays open on the result: every failed
// row with its reason, as an xlsx to fix and import again (issue 31 item 2); closing it refreshes
// the list. A failed upload goes back to step 0 with its error. The template downloads from here too.
// What it does is useImport (use-import.ts); this file is its look.

const STEP_TITLES = ['选择文件', '上传文件', '处理数据', MESSAGES.uploaded];

export default function ImportDialog(props: ListDialogProps) {
  const { step, percent, fileName, error, preview, previewOpen, result, confirming, importing, close, reset, upload, confirm, template, downloadTemplate, downloadFailed } = useImport(props);
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
              // named by all it says, no aria-label (WCAG 2.5.3 label in name: a speech user says what they see)
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  event.currentTarget.click();
                }
              }}
            >
              <InboxOutlined className="list-dialog-drop-icon" aria-hidden />
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
