import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { Modal } from '../adapters/ui/index.ts';
import { describeChanges } from './designer/changes.ts';
import { parseDocument } from './designer/json-text.ts';
import { lineDiff } from './designer/line-diff.ts';

// 保存 asks first, saying what changes in words (issue 60 item 6: 新增字段「届别」（下拉选择）；
// 「学费」改为必填；删除列「备注」), the JSON diff one click away.

export interface SaveDialogProps {
  open: boolean;
  name: string;
  saved: string;
  text: string;
  saving: boolean;
  onSave(): void;
  onClose(): void;
}

export function SaveDialog({ open, name, saved, text, saving, onSave, onClose }: SaveDialogProps) {
  const [showDiff, setShowDiff] = useState(false);
  const changes = useMemo(() => {
    if (!open) return [];
    const before = parseDocument(saved);
    const after = parseDocument(text);
    return after === undefined ? ['JSON 暂时无法解析：保存时 check-config 会指出语法错误的位置'] : describeChanges(before, after);
  }, [open, saved, text]);
  const diff = useMemo(() => (open && showDiff ? lineDiff(saved, text) : []), [open, showDiff, saved, text]);
  return (
    <Modal
      open={open}
      title="保存修改"
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={onSave}>
          确定保存
        </Button>,
      ]}
    >
      <p>{`${name} 的修改（${changes.length} 项）：`}</p>
      <ul className="studio-changes" aria-label="修改内容">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <Button type="link" size="small" aria-expanded={showDiff} onClick={() => setShowDiff((shown) => !shown)}>
        {showDiff ? '收起 JSON 差异' : '查看 JSON 差异'}
      </Button>
      {showDiff && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box takes focus to be scrolled by keyboard (axe: scrollable-region-focusable)
        <pre className="studio-diff" aria-label="JSON 差异" tabIndex={0}>
          {diff.map((line, index) => (
            <span key={index} className={`is-${line.kind}`}>
              {`${line.kind === 'added' ? '+' : line.kind === 'removed' ? '-' : ' '} ${String(line.line).padStart(4)}  ${line.text}\n`}
            </span>
          ))}
        </pre>
      )}
    </Modal>
  );
}
