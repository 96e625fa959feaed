import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { FORM_DIALOGS } from '../adapters/list/dialogs/form-dialogs.ts';
import { DialogDemoFrame } from './fixtures/dialog-demo-frame.tsx';
import { createFakeListServices, MAJORS_FORM, PAGES, SAMPLE_ROWS } from './fixtures/fake-list-services.ts';

// The list page's own dialogs (spec section 2, Generic list page): 新增 and 编辑 (the page's
// form-config), 详情 (the same form read-only) and 置顶设置 (top_sort and the pinned records), on
// 专业管理's real page config (schemas/pages/school-major.json) with in-memory services.

type Kind = keyof typeof FORM_DIALOGS;

interface FormDialogDemoProps {
  kind: Kind;
  /** What the reader may try, shown above the dialog. */
  hint: string;
}

function FormDialogDemo({ kind, hint }: FormDialogDemoProps) {
  const services = useMemo(() => createFakeListServices(), []);
  const Dialog = FORM_DIALOGS[kind];
  const list = PAGES.majors;
  return (
    <DialogDemoFrame
      title={list.title}
      kind={kind}
      hint={hint}
      dialog={(handlers) => <Dialog kind={kind} list={list} form={MAJORS_FORM} row={kind === 'add' ? undefined : SAMPLE_ROWS.major} services={services} {...handlers} />}
    />
  );
}

const meta = {
  title: 'List/Record dialogs',
  component: FormDialogDemo,
  argTypes: {
    kind: { name: '对话框', description: '列表页自带的对话框（新增、编辑、详情、置顶设置）', control: 'select', options: Object.keys(FORM_DIALOGS) },
    hint: { name: '提示', control: 'text' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof FormDialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = { args: { kind: 'add', hint: '空白表单：不填直接点确定，必填项显示中文提示；填写后提交，对话框关闭并刷新列表。' } };
export const Edit: Story = { args: { kind: 'edit', hint: '先读取记录（详情接口），再以记录填充表单；修改后提交 PATCH。' } };
export const Detail: Story = { args: { kind: 'detail', hint: '同一表单配置的只读展示。' } };
export const TopSettings: Story = { args: { kind: 'top_settings', hint: '置顶序号 1–10，默认 1；下方为当前已置顶的记录。' } };
