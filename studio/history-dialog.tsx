import { useEffect, useState } from 'react';
import { Alert, Button, Empty, List, Spin } from 'antd';
import { Modal } from '../adapters/ui/index.ts';
import { studioApi } from './studio-api.ts';

// 历史版本 (issue 60 item 6): the versions of the open file that saves replaced (SCHEMAS_DIR/.history),
// newest first; 恢复 puts one into the document as a step of its history (Ctrl+Z takes it back),
// and 保存 writes it.

const shown = (time: string) => new Date(time).toLocaleString('zh-CN', { hour12: false });

export function HistoryDialog({ open, name, onClose, onRestore }: { open: boolean; name: string; onClose(): void; onRestore(text: string, time: string): void }) {
  const [versions, setVersions] = useState<{ version: string; time: string }[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setVersions(undefined);
    setError(undefined);
    studioApi.history(name).then(
      (answer) => live && setVersions(answer.versions),
      (caught: Error) => live && setError(caught.message),
    );
    return () => {
      live = false;
    };
  }, [open, name]);
  const restore = async (version: string, time: string) => {
    try {
      const { text } = await studioApi.historyFile(name, version);
      onRestore(text, time);
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  return (
    <Modal open={open} title="历史版本" onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      <p>{`${name} 每次保存前的版本（保存在 SCHEMAS_DIR/.history/）。恢复后检查无误，再点「保存」。`}</p>
      {error && <Alert type="error" showIcon message={error} />}
      {!versions && !error && <Spin />}
      {versions && versions.length === 0 && <Empty description="还没有历史版本：保存过一次后，这里列出被替换的版本" />}
      {versions && versions.length > 0 && (
        <List
          aria-label="历史版本列表"
          size="small"
          dataSource={versions}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button key="restore" size="small" aria-label={`恢复 ${shown(item.time)} 的版本`} onClick={() => void restore(item.version, item.time)}>
                  恢复
                </Button>,
              ]}
            >
              {shown(item.time)}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
