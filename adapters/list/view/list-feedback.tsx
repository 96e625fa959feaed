import { Checkbox } from 'antd';
import { useMemo, useState } from 'react';
import type { ListFeedback } from '../controller/feedback.ts';
import { useOutcome, useQuestions } from '../../ui/index.ts';

// The list controller's toasts and confirms, drawn with antd (controller/feedback.ts): the
// outcome of a call (../feedback.tsx) and the 警告 confirm, with the delete question as a checkbox.

/** The confirm's text and, for a delete with `delete_ask`, its question as a checkbox. */
function AskedDelete({ text, question, onChange }: { text: string; question: string; onChange(checked: boolean): void }) {
  const [checked, setChecked] = useState(false);
  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>{text}</p>
      <Checkbox
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked);
        }}
      >
        {question}
      </Checkbox>
    </div>
  );
}

export function useListFeedback(): ListFeedback {
  const modal = useQuestions();
  const outcome = useOutcome();
  return useMemo<ListFeedback>(
    () => ({
      ...outcome,
      confirm({ confirm, ask, onOk }) {
        let answer = false;
        modal.confirm({
          title: confirm.title,
          content: ask ? <AskedDelete text={confirm.content} question={ask.text} onChange={(checked) => (answer = checked)} /> : confirm.content,
          okText: confirm.okText,
          cancelText: confirm.cancelText,
          // The OK button spins until the answer; the confirm closes either way (a failure is shown).
          onOk: () => onOk(answer),
        });
      },
    }),
    [modal, outcome],
  );
}
