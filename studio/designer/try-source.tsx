import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';

// An api data source with 试取 (issue 60 item 2): the address is typed, and 试取 asks the
// reference server for it as the form will (logged in as the preview's account), showing what
// options come back, or why none do.

export type TryOptions = (url: string) => Promise<{ id: unknown; name: unknown }[]>;

const SHOWN = 8;

export function TrySource({ value, labelledBy, onChange, tryOptions }: { value: unknown; labelledBy: string; onChange(value: string | undefined): void; tryOptions: TryOptions }) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const [loading, setLoading] = useState(false);
  const url = typeof value === 'string' ? value : '';
  const run = async () => {
    setLoading(true);
    setAnswer(undefined);
    try {
      const options = await tryOptions(url);
      const names = options.slice(0, SHOWN).map((option) => String(option.name));
      setAnswer({ ok: options.length > 0, text: options.length ? `接口返回 ${options.length} 个选项：${names.join('、')}${options.length > SHOWN ? '…' : ''}` : '接口返回了 0 个选项：请检查地址和参数' });
    } catch (error) {
      setAnswer({ ok: false, text: `试取失败：${(error as Error).message || '接口没有正确应答'}` });
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input aria-labelledby={labelledBy} value={url} placeholder="/api/…" onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)} />
        <Button loading={loading} disabled={!url.startsWith('/')} onClick={() => void run()}>
          试取
        </Button>
      </Space.Compact>
      {answer && (
        <Typography.Paragraph className="designer-tried" type={answer.ok ? undefined : 'danger'} role="status">
          {answer.text}
        </Typography.Paragraph>
      )}
    </>
  );
}
