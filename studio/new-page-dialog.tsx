import { Form, Input, Radio, Select } from 'antd';
import { MENU_ICONS } from '../engine/index.ts';
import { Modal, menuIcon } from '../adapters/ui/index.ts';
import { useEffect, useRef, useState } from 'react';
import { suggestPageKey } from './page-key.ts';
import type { PreviewAccount } from './services.ts';
import { LAST, parentChoices, placeOf, positionChoices } from './menu-places.ts';
import { studioApi, type MenuPlace } from './studio-api.ts';

// 新建页面: the template of server/studio/new-page.ts, a menu item and its page in one step. The
// key's and name's rules are the server's (its 422 message is shown here). The title suggests the
// key (its pinyin, pinyin-pro loaded on first use) until the key is typed by hand. 上级菜单 and
// 位置 are picked from the account's menu as the app shows it (issue 60 item 7).

interface Values {
  title: string;
  key: string;
  account: PreviewAccount;
  icon: string;
  /** 0: a group of its own, at the top level. */
  parent: number;
  /** The sibling it goes after; 0 first; LAST last. */
  after: number;
}

export function NewPageDialog({ open, account, onClose, onCreated }: { open: boolean; account: PreviewAccount; onClose(): void; onCreated(page: string, route: string, account: PreviewAccount): void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [menu, setMenu] = useState<{ account: PreviewAccount; items: MenuPlace[] }>();
  const chosenAccount = Form.useWatch('account', form) ?? account;
  const parent = Form.useWatch('parent', form) ?? 0;
  useEffect(() => {
    if (!open) return;
    let current = true;
    studioApi.menu(chosenAccount).then(
      (answer) => current && setMenu({ account: chosenAccount, items: answer.items }),
      (caught: Error) => current && setError(caught.message),
    );
    return () => {
      current = false;
    };
  }, [open, chosenAccount]);
  const places = menu?.account === chosenAccount ? menu.items : [];
  /** The key was typed by hand: the title no longer suggests it. */
  const typed = useRef(false);
  const suggest = (title: string) =>
    void import('pinyin-pro').then(({ pinyin }) => {
      if (!typed.current && form.getFieldValue('title') === title) form.setFieldValue('key', suggestPageKey(title, (text) => pinyin(text, { toneType: 'none', type: 'array' })));
    });
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setError(undefined);
    try {
      const { parent: parentId, after, ...page } = values;
      const made = await studioApi.newPage({ ...page, ...placeOf(parentId, after) });
      form.resetFields();
      typed.current = false;
      onCreated(made.files[0] ?? `pages/${values.key}.json`, made.route, values.account);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="新建页面" open={open} onCancel={onClose} onOk={() => void submit()} okText="创建" cancelText="取消" confirmLoading={saving} destroyOnHidden>
      <p>一步生成菜单项和页面（列表、搜索、新增、编辑、详情、删除），保存到 SCHEMAS_DIR，在应用中刷新即可使用。</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ account, icon: 'file-text', parent: 0, after: LAST }}
        preserve={false}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.account !== undefined) form.setFieldsValue({ parent: 0, after: LAST });
          if (changed.parent !== undefined) form.setFieldValue('after', LAST);
          if (changed.key !== undefined) typed.current = changed.key !== '';
          if (changed.title !== undefined) suggest(changed.title);
        }}
      >
        <Form.Item name="title" label="页面名称" rules={[{ required: true, message: '请输入页面名称' }]}>
          <Input placeholder="如：学员公告" />
        </Form.Item>
        <Form.Item
          name="key"
          label="页面 key（文件名和网址）"
          extra="按页面名称的拼音自动填写，可修改：小写字母、数字和连字符，以字母开头，如 student-notice"
          rules={[{ required: true, message: '请输入页面 key' }]}
        >
          <Input placeholder="student-notice" />
        </Form.Item>
        <Form.Item name="icon" label="菜单图标" extra="应用侧边栏中菜单项前的图标">
          <Select
            showSearch
            options={MENU_ICONS.map((icon) => ({
              value: icon,
              label: (
                <span className="studio-icon-option">
                  {menuIcon(icon)} {icon}
                </span>
              ),
            }))}
            optionFilterProp="value"
          />
        </Form.Item>
        <Form.Item name="account" label="菜单加在">
          <Radio.Group options={[{ value: 'school', label: '学校账号的菜单' }, { value: 'branch', label: '分支机构账号的菜单' }]} />
        </Form.Item>
        <Form.Item name="parent" label="上级菜单" extra="放进侧边栏已有的一组，或单独成为一组（一级菜单）">
          <Select options={parentChoices(places)} />
        </Form.Item>
        <Form.Item name="after" label="位置" extra={parent ? '在这一组中的位置' : '在一级菜单中的位置'}>
          <Select options={positionChoices(places, parent)} />
        </Form.Item>
      </Form>
      {error && <p role="alert" className="studio-error">{error}</p>}
    </Modal>
  );
}
