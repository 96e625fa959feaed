import { Button, Spin, Typography } from 'antd';
import type { CSSProperties } from 'react';

// What an options widget shows while its source is asked and when the asking failed (issue 30
// item 4): a select has its own spinner, radios and tags have none, and a failure inside a closed
// drop-down is a failure nobody sees. Shown under (or instead of) the widget, in Chinese.

const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, fontSize: 12 };

/** A chosen value while the options that name it are still loading: said so, not shown as its bare id ("1"). */
export const LOADING_LABEL = '加载中…';

/** The options are being asked: a small spinner and 选项加载中…. */
export function OptionsLoading() {
  return (
    <div role="status" style={ROW}>
      <Spin size="small" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        选项加载中…
      </Typography.Text>
    </div>
  );
}

/** The options could not be loaded: why, and 重试 (asks the source again). */
export function OptionsFailed({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" style={ROW}>
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        {message}
      </Typography.Text>
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} loading={retrying} onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
