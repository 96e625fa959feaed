import { Switch, Tag, Typography } from 'antd';
import { memo, useState, type ReactNode } from 'react';
import { formatMoney, formatServerTime, sameId, type CompiledColumn, type Row, type SelectOption } from '../../../engine/index.ts';
import { Thumb, type ImagePreview } from './image-preview.tsx';
import { useBusy, type ListActions } from '../controller/index.ts';

// The table cells by column type (schemas/README.md, list-config columns): text, image
// thumbnail with preview, tag, switch (主页展示), datetime, money, active, marker.

const EMPTY = <Typography.Text type="secondary">—</Typography.Text>;

/**
 * yyyy-MM-dd HH:mm:ss; 10-digit numbers are seconds, 13-digit milliseconds (spec section 9), shown
 * in China time as the server's own texts are (engine/server-time.ts); a text is shown as sent.
 */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{10}(\d{3})?$/.test(value))) {
    return formatServerTime(value) || String(value);
  }
  return String(value);
}

export interface SwitchCellProps {
  column: CompiledColumn;
  row: Row;
  /** Sends the new state (actions.toggle) and says when it is in flight. */
  actions: ListActions;
  busyKey: string;
}

/**
 * 主页展示: flips at once and spins while the call runs; on a failure it flips back. The new
 * state stays shown until the reloaded row carries it.
 */
export const SwitchCell = memo(function SwitchCell({ column, row, actions, busyKey }: SwitchCellProps) {
  const busy = useBusy(actions, busyKey);
  const stored = column.switch?.checked(row) ?? sameId(column.value(row), 1);
  // The state shown over the stored one, until the stored one changes (the reloaded row).
  const [shown, setShown] = useState<{ checked: boolean; over: boolean } | null>(null);
  const checked = shown && shown.over === stored ? shown.checked : stored;
  return (
    <Switch
      size="small"
      checked={checked}
      loading={busy}
      disabled={!column.switch}
      aria-label={`${column.title}：${checked ? '是' : '否'}`}
      onChange={(next) => {
        setShown({ checked: next, over: stored });
        void actions.toggle(column, row, next).then((ok) => {
          if (!ok) setShown(null);
        });
      }}
    />
  );
});

const ACTIVE_STATUS: Record<string, 'success' | 'default'> = { '1': 'success', '0': 'default' };

export interface CellContext {
  /** Resolves stored image paths (the object-storage host). */
  assetUrl(path: string): string;
  imageSize: { width: number; height: number };
  /** Opens a thumbnail large. */
  preview?: ImagePreview | undefined;
  /** The loaded options of the column's source (options_from naming a field of an api source). */
  options?: readonly SelectOption[] | undefined;
}

/** A cell's content by its column's type. */
export function cellContent(column: CompiledColumn, row: Row, { assetUrl, imageSize, preview, options }: CellContext): ReactNode {
  const value = column.value(row);
  const text = column.text(row, options);
  switch (column.type) {
    case 'image':
      return typeof value === 'string' && value !== '' ? <Thumb src={assetUrl(value)} alt={column.title} size={imageSize} preview={preview} /> : EMPTY;
    case 'tag':
      return text === '' ? EMPTY : <Tag style={{ marginInlineEnd: 0 }}>{text}</Tag>;
    case 'datetime':
      return formatDateTime(value) || EMPTY;
    case 'money':
      return formatMoney(value, { symbol: false }) || EMPTY;
    case 'active':
      return value === undefined || value === null ? EMPTY : <span className={`config-list-status config-list-status-${ACTIVE_STATUS[String(value)] ?? 'default'}`}>{text}</span>;
    case 'marker':
      return value === undefined || value === null ? EMPTY : <Tag color={sameId(value, 1) ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>{text}</Tag>;
    case 'switch':
    case 'text':
      return text === '' ? EMPTY : text;
  }
}
