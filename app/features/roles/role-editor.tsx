import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { errorMessage } from '../../../adapters/http/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../adapters/api/index.ts';
import { MESSAGES, ROLE_DESC_MAX, ROLE_NAME_MAX, roleInput, type MenuItem, type Role, type RoleInput } from '../../../engine/index.ts';
import { antdErrors, applyServerErrors, validFields, zodRules } from '../../../adapters/form/index.ts';
import { useSelfService } from '../self-service/index.ts';
import { PermissionTree } from './permission-tree.tsx';
import { Modal, useDialogSave, useDraft, useFeedback } from '../../../adapters/ui/index.ts';

/** The editor's fields a 422 may name. */
const ROLE_FIELDS = ['name', 'desc', 'permission_ids'] as const;

export interface RoleEditorProps {
  /** The role edited; null adds one. Closed when undefined. */
  role: Role | null | undefined;
  menu: readonly MenuItem[];
  onClose(): void;
}

/**
 * 新增角色 / 编辑角色: name, description and the permission tree; a failed save keeps what was typed.
 * Mounted afresh for each role it opens with, so each has its own draft (issue 15): what was typed
 * survives a 402 and is offered back when the same role's editor opens after logging in again;
 * Esc, the close icon and 取消 ask first when something changed, or while the save is in flight
 * (which then ends in the background and says its outcome in a toast, issue 26).
 */
export function RoleEditor(props: RoleEditorProps) {
  if (props.role === undefined) return null;
  return <RoleEditorDialog key={props.role?.id ?? 'new'} {...props} role={props.role} />;
}

function RoleEditorDialog({ role, menu, onClose }: RoleEditorProps & { role: Role | null }) {
  const { api } = useSelfService();
  const message = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleInput>();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useDraft<RoleInput>(`role:${role?.id ?? 'new'}`, {
    ready: true,
    dirty: () => form.isFieldsTouched(),
    values: () => form.getFieldsValue(['name', 'desc', 'permission_ids']) as RoleInput,
    restore: (values) => form.setFieldsValue(values),
  });

  const save = useDialogSave(draft.dirty, () => {
    draft.clear();
    onClose();
  });

  const submit = async () => {
    setFailure(null);
    const values = await validFields(form);
    if (!values) return;
    try {
      await api.saveRole({ name: values.name, desc: values.desc ?? '', permission_ids: values.permission_ids ?? [] }, role?.id);
    } catch (error) {
      const applied = await applyServerErrors(error, antdErrors(form, { fields: ROLE_FIELDS }));
      const onField = applied?.marked[0];
      const text = `保存失败：${onField ? onField.message : errorMessage(error, '请稍后重试')}`;
      // the editor was left while saving: the failure is said where the user is
      if (!save.mounted()) void message.error(text);
      else if (!onField) setFailure(text);
      return;
    }
    draft.clear();
    void message.success(MESSAGES.success);
    await queryClient.invalidateQueries({ queryKey: queryKeys.roles });
    if (save.mounted()) onClose();
  };

  return (
    <Modal
      open
      title={role ? `编辑角色：${role.name}` : '新增角色'}
      okText="保存"
      cancelText="取消"
      width={640}
      destroyOnHidden
      maskClosable={false}
      okButtonProps={{ loading: save.busy }}
      onCancel={save.close}
      onOk={() => void save.run(submit)}
    >
      {failure && <Alert type="error" showIcon message={failure} className="role-editor-alert" />}
      <Form
        form={form}
        layout="vertical"
        disabled={save.busy}
        requiredMark
        initialValues={role ? { name: role.name, desc: role.desc, permission_ids: role.permission_ids } : { name: '', desc: '', permission_ids: [] }}
      >
        <Form.Item name="name" label="角色名称" rules={zodRules(roleInput.shape.name)}>
          <Input placeholder="如：招生专员" maxLength={ROLE_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="desc" label="角色描述" rules={zodRules(roleInput.shape.desc)}>
          <Input.TextArea placeholder="这个角色负责什么（选填）" maxLength={ROLE_DESC_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item
          name="permission_ids"
          label="权限"
          extra="勾选的菜单，该角色的管理员才能看到"
          rules={zodRules(roleInput.shape.permission_ids)}
        >
          <PermissionTree menu={menu} disabled={save.busy} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
