import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox } from 'antd';
import { rowActionLabel, TOOLBAR_LABELS, type ProposedActions } from '../../engine/index.ts';

// The toolbar buttons and row actions the page's calls allow (issue 60 item 4), proposed when the
// columns are generated: each ticked, the user unticks what the page should not have and adds the
// rest in one step (one undo), or declines. It takes the focus as it appears, so a keyboard user
// answers it at once.

export interface ActionProposalProps {
  proposed: ProposedActions;
  onAccept(chosen: ProposedActions): void;
  onDecline(): void;
}

export function ActionProposal({ proposed, onAccept, onDecline }: ActionProposalProps) {
  const [toolbar, setToolbar] = useState<string[]>(proposed.toolbar);
  const [rowActions, setRowActions] = useState<string[]>(proposed.rowActions);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);
  const none = !toolbar.length && !rowActions.length;
  return (
    <section className="designer-proposal" aria-labelledby="designer-proposal-title">
      <h3 className="designer-heading" id="designer-proposal-title">
        建议添加的按钮和行操作
      </h3>
      <p className="designer-help">页面的接口支持以下按钮和行操作，请取消不需要的，再点「添加所选」。</p>
      <div ref={first}>
        {proposed.toolbar.length > 0 && (
          <fieldset className="designer-proposal-group">
            <legend>工具栏按钮</legend>
            <Checkbox.Group value={toolbar} onChange={(values) => setToolbar(values)} options={proposed.toolbar.map((button) => ({ value: button, label: TOOLBAR_LABELS[button] }))} />
          </fieldset>
        )}
        {proposed.rowActions.length > 0 && (
          <fieldset className="designer-proposal-group">
            <legend>行操作</legend>
            <Checkbox.Group value={rowActions} onChange={(values) => setRowActions(values)} options={proposed.rowActions.map((action) => ({ value: action, label: rowActionLabel(action, undefined) }))} />
          </fieldset>
        )}
      </div>
      <div className="designer-proposal-buttons">
        <Button size="small" type="primary" disabled={none} onClick={() => onAccept({ toolbar: proposed.toolbar.filter((button) => toolbar.includes(button)), rowActions: proposed.rowActions.filter((action) => rowActions.includes(action)) })}>
          添加所选
        </Button>
        <Button size="small" onClick={onDecline}>
          不用了
        </Button>
      </div>
    </section>
  );
}
