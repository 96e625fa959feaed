import { App, message as staticMessage, Progress, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { checkUpload, UPLOAD_RULES } from '../../engine/index.ts';
import type { UploadKind, UploadRuleName } from '../../engine/index.ts';
import { errorMessage } from '../http/client.ts';
import { useFormServices } from './services-context.tsx';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

// What the upload widgets share: the toasts, the check before sending (spec section 5), the
// uploads in flight with their progress (reset 1 s after the answer, spec section 9).

/** antd's message bound to the nearest <App> (ZhProvider has one), or the static one. */
export function useFeedback(): MessageInstance {
  const { message } = App.useApp();
  return typeof message?.error === 'function' ? message : staticMessage;
}

/** One upload in flight (or just finished: kept at 100% for PROGRESS_RESET_MS). */
export interface PendingUpload {
  uid: number;
  name: string;
  percent: number;
}

export const PROGRESS_RESET_MS = 1000;

/** The `accept` attribute of a rule: '.jpg,.jpeg,.png,.gif'. */
export const acceptOf = (rule: UploadRuleName) => UPLOAD_RULES[rule].extensions.map((extension) => `.${extension}`).join(',');

/** The last segment of a URL, decoded: fileName('https://x/a/%E6%96%87.pdf?v=1') -> '文.pdf'. */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1) || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

let nextUid = 1;

/**
 * Checks and sends files. `start(file)` resolves to the stored URL, or null when the file was
 * refused (the check's message is shown) or the upload failed (`failMessage`, with the server's
 * reason when it gave one). A failed file leaves the list (spec section 8: "upload failure drops
 * the last file name").
 */
export function useUploads({ kind, rule, failMessage }: { kind: UploadKind; rule: UploadRuleName; failMessage: string }) {
  const { uploader } = useFormServices();
  const message = useFeedback();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  /** The check before sending: true when the file may go; otherwise its message is shown. */
  const accept = useCallback(
    (file: File): boolean => {
      const problem = checkUpload(file, UPLOAD_RULES[rule]);
      if (problem) void message.error(problem);
      return problem === null;
    },
    [message, rule],
  );

  const start = useCallback(
    async (file: File): Promise<string | null> => {
      if (!accept(file)) return null;
      const uid = nextUid++;
      const controller = new AbortController();
      controllers.current.add(controller);
      const update = (percent: number) => setPending((all) => all.map((one) => (one.uid === uid ? { ...one, percent } : one)));
      const remove = () => setPending((all) => all.filter((one) => one.uid !== uid));
      setPending((all) => [...all, { uid, name: file.name, percent: 0 }]);
      try {
        const { url } = await uploader.upload({ file, kind, onProgress: update, signal: controller.signal });
        if (controller.signal.aborted) return null;
        update(100);
        setTimeout(remove, PROGRESS_RESET_MS);
        void message.success('上传成功');
        return url;
      } catch (error) {
        remove();
        if (controller.signal.aborted) return null;
        const detail = errorMessage(error, '');
        void message.error(
          detail && detail !== failMessage ? (
            <span>
              <span>{failMessage}</span>：{detail}
            </span>
          ) : (
            failMessage
          ),
        );
        return null;
      } finally {
        controllers.current.delete(controller);
      }
    },
    [accept, failMessage, kind, message, uploader],
  );

  const busy = pending.some((one) => one.percent < 100);
  return { pending, busy, accept, start };
}

/** The uploads in flight, each a name and a progress bar. */
export function PendingList({ pending }: { pending: readonly PendingUpload[] }) {
  if (pending.length === 0) return null;
  return (
    <div>
      {pending.map((one) => (
        <div key={one.uid} aria-label={`${one.name} 上传进度`} style={{ maxWidth: 360 }}>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240, fontSize: 12 }}>
            {one.name}
          </Typography.Text>
          <Progress percent={one.percent} size="small" status={one.percent < 100 ? 'active' : 'success'} />
        </div>
      ))}
    </div>
  );
}

/**
 * antd's Upload as a file picker only: each chosen file goes to `onFile` (at most `limit` of one
 * selection; `onOverLimit` hears about the rest); antd itself neither lists nor sends anything.
 */
export function FilePicker({
  rule,
  multiple,
  disabled,
  limit,
  onFile,
  onOverLimit,
  children,
}: {
  rule: UploadRuleName;
  multiple: boolean;
  disabled: boolean;
  limit?: number;
  onFile: (file: File) => void;
  onOverLimit?: () => void;
  children: ReactNode;
}) {
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const index = batch.indexOf(file);
    if (limit !== undefined && index >= limit) {
      if (index === limit) onOverLimit?.();
    } else {
      onFile(file);
    }
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload accept={acceptOf(rule)} multiple={multiple} disabled={disabled} showUploadList={false} beforeUpload={beforeUpload}>
      {children}
    </Upload>
  );
}
