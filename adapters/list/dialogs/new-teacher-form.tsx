import { createForm } from '@formily/core';
import { Button, Checkbox, Space } from 'antd';
import { useMemo, useState } from 'react';
import { NEW_TEACHER_FORM } from '../../../engine/index.ts';
import { RawConfigForm } from '../../form/index.ts';

// A new teaching teacher (spec section 3, Teacher: name and post required, image): entered for
// this course only (position 1, not synced), or also added to the teacher pool (position 0).

export interface NewTeacher {
  name: string;
  post: string;
  image: string;
  position: 0 | 1;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function NewTeacherForm({ onAdd, onCancel }: { onAdd(teacher: NewTeacher): void; onCancel(): void }) {
  const form = useMemo(() => createForm(), []);
  const [sync, setSync] = useState(false);

  const add = async () => {
    try {
      await form.validate();
    } catch {
      return;
    }
    const values = form.values as Record<string, unknown>;
    onAdd({ name: text(values.name), post: text(values.post), image: text(values.image), position: sync ? 0 : 1 });
  };

  return (
    <section className="list-dialog-new-teacher" aria-label="新增教师">
      <RawConfigForm config={NEW_TEACHER_FORM} form={form} />
      <Space style={{ marginBottom: 12 }} wrap>
        <Checkbox checked={sync} onChange={(event) => setSync(event.target.checked)}>
          同时加入教师库（同步为教师资源）
        </Checkbox>
        <Button type="primary" onClick={() => void add()}>
          加入列表
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </section>
  );
}
