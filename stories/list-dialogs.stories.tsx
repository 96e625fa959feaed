import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { SPECIAL_DIALOGS } from '../adapters/list/dialogs/special-dialogs.ts';
import { DialogDemoFrame } from './fixtures/dialog-demo-frame.tsx';
import { createFakeListServices, FAKE_CAPTCHA, FAKE_SMS_CODE, PAGES, SAMPLE_ROWS, type FakeListOptions } from './fixtures/fake-list-services.ts';

// The special dialogs of the generic list page (spec section 2): import, edit phone, confirm
// logs, course content, teaching teachers, payment QR, each on its real page config
// (schemas/pages) with in-memory services shaped like the reference server's answers.

type Kind = keyof typeof SPECIAL_DIALOGS;

interface DialogDemoProps {
  kind: Kind;
  page: keyof typeof PAGES;
  row?: keyof typeof SAMPLE_ROWS;
  /** What the reader may try, shown above the dialog. */
  hint: string;
  options?: FakeListOptions;
}

function DialogDemo({ kind, page, row, hint, options }: DialogDemoProps) {
  const services = useMemo(() => createFakeListServices(options), [options]);
  const Dialog = SPECIAL_DIALOGS[kind];
  const list = PAGES[page];
  return (
    <DialogDemoFrame
      title={list.title}
      kind={kind}
      hint={hint}
      dialog={(handlers) => <Dialog kind={kind} list={list} row={row ? SAMPLE_ROWS[row] : undefined} services={services} {...handlers} />}
    />
  );
}

const meta = {
  title: 'List/Special dialogs',
  component: DialogDemo,
  // The dialog kind is the list-config's row action or toolbar entry (SPECIAL_DIALOGS); each
  // story pairs it with the page it belongs to.
  argTypes: {
    kind: { name: '对话框', description: '特殊对话框的种类（list-config 的 action）', control: 'select', options: Object.keys(SPECIAL_DIALOGS) },
    page: { name: '页面', description: '对话框所在页面的配置（schemas/pages）', control: 'select', options: Object.keys(PAGES) },
    row: { name: '行', description: '对话框打开时的行数据', control: 'select', options: [undefined, ...Object.keys(SAMPLE_ROWS)] },
    hint: { name: '提示', control: 'text' },
    options: { table: { disable: true } },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Import: Story = {
  args: { kind: 'import', page: 'majors', hint: '选择任意 xlsx 文件（不超过 30M）：上传进度 → 处理中 → 1 秒后打开预览；第 3 行有误，确认后提示导入成功 2 条、导入失败 1 条。' },
};

export const ImportFails: Story = {
  args: { kind: 'import', page: 'majors', hint: '上传失败：回到第 0 步并显示错误。', options: { importError: '表头与模板不一致，请下载模板后按模板填写' } },
};

export const EditMobile: Story = {
  args: { kind: 'edit_mobile', page: 'branches', row: 'branch', hint: `图形验证码填 ${FAKE_CAPTCHA}，短信验证码填 ${FAKE_SMS_CODE}。发送成功后按钮倒计时 60 秒（Ns后重新获取）。` },
};

export const ConfirmLogs: Story = {
  args: { kind: 'confirm_logs', page: 'branches', row: 'branch', hint: '审核记录：时间、审核结果标签、内容。' },
};

export const CourseContent: Story = {
  args: { kind: 'content', page: 'courses', row: 'course', hint: '富文本编辑器在对话框打开时才加载；工具栏可插入图片（上传后插入）；结业证书、附件各最多 9 张。' },
};

export const TeachingTeachers: Story = {
  args: { kind: 'teachers', page: 'courses', row: 'course', hint: '已同步 / 未同步；可从教师库添加、新增教师、移除，保存后提交整张列表。' },
};

export const PaymentQr: Story = {
  args: { kind: 'pay', page: 'orders', row: 'order', hint: '二维码 300×300；每 3 秒查询支付结果；未支付时点“支付完成”提示尚未支付成功，取消提示您取消了支付。' },
};
