import { useField } from '@formily/react';
import type { Field } from '@formily/core';
import { Button, Progress, theme, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { checkUpload, MESSAGES, UPLOAD_RULES } from '../../../engine/index.ts';
import type { UploadKind, UploadRuleName } from '../../../engine/index.ts';
import { errorMessage } from '../../http/index.ts';
import { useFeedback, useFormServices } from '../../ui/index.ts';

// What the upload widgets share: the toasts, the check before sending (spec section 5), the
// uploads in flight with their progress (reset 1 s after the answer, spec section 9).

/** One upload in flight (or just finished: kept at 100% for PROGRESS_RESET_MS), or failed. */
export interface PendingUpload {
  uid: number;
  name: string;
  percent: number;
  /** The failure that blocks saving, until the user removes the file (`dismiss`) or uploads again. */
  failed?: string;
  dismiss?: () => void;
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

// The upload widgets mount with their field, 50 of them at once when a condition shows them
// (npm run bench), so their static parts are plain elements with fixed styles: each antd Space,
// Typography or Upload registers its styles and runs its hooks on every mount.
const PICKER_STYLE: CSSProperties = { display: 'inline-block' };
const HIDDEN: CSSProperties = { display: 'none' };

/** Children stacked vertically, 4 px apart, full width (as antd's Space vertical, size 4). */
export const COLUMN: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, width: '100%' };
/** Children side by side, 8 px apart, wrapping, centred vertically (as antd's Space wrap). */
export const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 };

/** Secondary text (a hint, a count) in the theme's secondary colour. */
export function Hint({ children, label, small = false }: { children: ReactNode; label?: string; small?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span aria-label={label} style={{ color: token.colorTextSecondary, fontSize: small ? token.fontSizeSM : undefined }}>
      {children}
    </span>
  );
}

/**
 * Checks and sends files. `start(file)` resolves to the stored URL, or null when the file was
 * refused (the check's message is shown) or the upload failed (`failMessage`, with the server's
 * reason when it gave one). A failed file is never stored (spec section 8: "upload failure drops
 * the last file name"); it stays in the pending list, marked failed, blocking the save until the
 * user removes it, changes the field's value or starts another upload. `nameOf(url)` is the
 * user's own name of a file uploaded here (spec section 3, File item: desc), not the server's stored one.
 */
export function useUploads({ kind, rule, failMessage }: { kind: UploadKind; rule: UploadRuleName; failMessage: string }) {
  const { uploader } = useFormServices();
  const message = useFeedback();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Set<AbortController>());
  const names = useRef(new Map<string, string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const running = controllers.current;
    const waiting = timers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      // the bar's fade-out timers die with the field: no state set after unmount
      waiting.forEach((timer) => clearTimeout(timer));
      waiting.clear();
    };
  }, []);

  // Several files picked at once are told in one go (issue 31 item 6): when the last of them
  // settles, one 上传成功 (with the count when there are several) and each reason a file was
  // refused or failed, once, however many files it hit.
  const batch = useRef({ running: 0, uploaded: 0, reasons: new Map<string, ReactNode>() });
  const settle = useCallback(() => {
    setTimeout(() => {
      const now = batch.current;
      if (now.running > 0) return;
      if (now.uploaded > 0) void message.success(now.uploaded === 1 ? MESSAGES.uploaded : `${MESSAGES.uploaded} ${now.uploaded} 个文件`);
      now.reasons.forEach((shown) => void message.error(shown));
      batch.current = { running: 0, uploaded: 0, reasons: new Map() };
    }, 0);
  }, [message]);
  const tell = useCallback((key: string, shown: ReactNode = key) => {
    if (!batch.current.reasons.has(key)) batch.current.reasons.set(key, shown);
  }, []);

  /** The check before sending: true when the file may go; otherwise its message is told. */
  const accept = useCallback(
    (file: File): boolean => {
      const problem = checkUpload(file, UPLOAD_RULES[rule]);
      if (problem) {
        tell(problem);
        settle();
      }
      return problem === null;
    },
    [rule, settle, tell],
  );

  const start = useCallback(
    async (file: File): Promise<string | null> => {
      if (!accept(file)) return null;
      batch.current.running += 1;
      const uid = nextUid++;
      const controller = new AbortController();
      controllers.current.add(controller);
      const update = (percent: number) => setPending((all) => all.map((one) => (one.uid === uid ? { ...one, percent } : one)));
      const remove = () => setPending((all) => all.filter((one) => one.uid !== uid));
      // a new upload replaces the failed ones (their files were never stored)
      setPending((all) => [...all.filter((one) => !one.failed), { uid, name: file.name, percent: 0 }]);
      try {
        // the bytes may all be sent long before the server answers (a slow store): the upload
        // counts as running, and blocks the save, until the answer with the stored URL is in
        const { url, name } = await uploader.upload({ file, kind, onProgress: (percent) => update(Math.min(percent, 99)), signal: controller.signal });
        if (controller.signal.aborted) return null;
        names.current.set(url, name || file.name);
        update(100);
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          remove();
        }, PROGRESS_RESET_MS);
        timers.current.add(timer);
        batch.current.uploaded += 1;
        return url;
      } catch (error) {
        if (controller.signal.aborted) {
          remove();
          return null;
        }
        const detail = errorMessage(error, '');
        const failed = detail && detail !== failMessage ? `${failMessage}：${detail}` : failMessage;
        setPending((all) => all.map((one) => (one.uid === uid ? { ...one, failed, dismiss: remove } : one)));
        tell(
          failed,
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
        batch.current.running -= 1;
        settle();
      }
    },
    [accept, failMessage, kind, settle, tell, uploader],
  );

  const busy = pending.some((one) => !one.failed && one.percent < 100);
  const failed = pending.findLast((one) => one.failed)?.failed ?? '';
  // the user cleared or changed the field (删除 a file, a library pick): the failure goes too
  const field = useField<Field>() as Field | undefined;
  const value: unknown = field?.value;
  const seen = useRef(value);
  useEffect(() => {
    if (seen.current === value) return;
    seen.current = value;
    setPending((all) => (all.some((one) => one.failed) ? all.filter((one) => !one.failed) : all));
  }, [value]);
  useUploadGuard(field, busy, failed);
  const nameOf = useCallback((url: string) => names.current.get(url), []);
  return { pending, busy, accept, start, nameOf };
}

export const UPLOAD_PENDING = '文件上传中，请等待上传完成后再保存';

/**
 * Uploads finish first (issue 15): while one is in flight, or after one failed, the form field
 * of the widget carries an error, so the form's validation (and its 确定) refuses to save with
 * the reason instead of saving without the file. Outside a Formily field it does nothing.
 */
function useUploadGuard(field: Field | undefined, busy: boolean, failed: string) {
  const message = busy ? UPLOAD_PENDING : failed;
  useEffect(() => {
    if (!field || typeof field.setFeedback !== 'function') return;
    field.setFeedback({ type: 'error', code: 'EffectError', messages: message ? [message] : [] });
  }, [field, message]);
}

/** The uploads in flight, each a name and a progress bar; a failed one with 移除. */
export function PendingList({ pending }: { pending: readonly PendingUpload[] }) {
  if (pending.length === 0) return null;
  return (
    <div>
      {pending.map((one) =>
        one.failed ? (
          <div key={one.uid} aria-label={`${one.name} 上传失败`} style={ROW}>
            <Typography.Text type="danger" delete ellipsis style={{ maxWidth: 240, fontSize: 12 }}>
              {one.name}
            </Typography.Text>
            <Button type="link" size="small" aria-label={`移除 ${one.name}`} onClick={one.dismiss}>
              移除
            </Button>
          </div>
        ) : (
          <div key={one.uid} style={{ maxWidth: 360 }}>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240, fontSize: 12 }}>
              {one.name}
            </Typography.Text>
            {/* the name on the progressbar itself (axe aria-progressbar-name), not on a div without a role */}
            <Progress aria-label={`${one.name} 上传进度`} percent={one.percent} size="small" status={one.percent < 100 ? 'active' : 'success'} />
          </div>
        ),
      )}
    </div>
  );
}

/**
 * A file picker: a hidden file input that the children (a button) open, and a drop target.
 * Each chosen or dropped file goes to `onFile` (at most `limit` of one selection; `onOverLimit`
 * hears about the rest). A plain input rather than antd's Upload, which mounts its own list,
 * styles and request machinery for every field although the widgets send the files themselves.
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
  const input = useRef<HTMLInputElement>(null);
  const take = (files: readonly File[]) => {
    files.forEach((file, index) => {
      if (limit === undefined || index < limit) onFile(file);
      else if (index === limit) onOverLimit?.();
    });
  };
  return (
    // The drop zone; a click anywhere in it opens the file picker. Keyboard users press the
    // button inside (its click reaches here), so the span itself is presentation only.
    <span
      role="presentation"
      style={PICKER_STYLE}
      onClick={() => {
        if (!disabled) input.current?.click();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (disabled) return;
        const files = [...event.dataTransfer.files];
        take(multiple ? files : files.slice(0, 1));
      }}
    >
      <input
        ref={input}
        type="file"
        accept={acceptOf(rule)}
        multiple={multiple}
        disabled={disabled}
        style={HIDDEN}
        // the click that opened it must not reach the span, which would open it again
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // cleared, so that choosing the same file again is a change
          event.target.value = '';
          take(files);
        }}
      />
      {children}
    </span>
  );
}
