import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { contracts } from '../../../engine/index.ts';
import { Modal, useDialogSave, useOutcome } from '../../ui/index.ts';
import { type MobileCodeApi, MobileCodeFields, type MobileCodeValues, typedMobileCode, validFields } from '../../form/index.ts';
import { captchaRequest, dataAs, rowLabel, sendCodeRequest } from './dialog-support.ts';
import type { ListDialogProps } from './types.ts';
import './list-dialogs.css';

// Edit phone (spec sections 2, 3, 4, 5): the mobile-code fields (mobile, image captcha, SMS code
// with the 60 s countdown). Committing validates the form and PATCHes the page's update_mobile
// call for the row; 操作成功 closes and refreshes. Something typed: Esc, the close icon and 取消 ask
// first (issue 15); no draft across a 402 (the captcha and SMS code expire; one number to retype).

export default function EditMobileDialog({ list, row, services, onClose, onDone }: ListDialogProps) {
  const [form] = Form.useForm<MobileCodeValues>();
  const outcome = useOutcome();
  const save = useDialogSave(() => typedMobileCode(form), onClose);
  const codeApi = useMemo<MobileCodeApi>(
    () => ({
      captcha: async () => dataAs(contracts.captcha, await services.send(captchaRequest()), 'common/captcha'),
      sendCode: (body) => services.send(sendCodeRequest(body)),
    }),
    [services],
  );

  const commit = async () => {
    const values = await validFields(form);
    if (!values) return;
    const request = list.request('update_mobile', { id: row ? list.idOf(row) : undefined, body: { ...values } });
    if (!request) return;
    try {
      if (outcome.answered(await services.send(request))) onDone();
    } catch (error) {
      outcome.failed(error, '修改失败，请稍后再试');
    }
  };

  const current = typeof row?.mobile === 'string' || typeof row?.mobile === 'number' ? String(row.mobile) : '';
  return (
    <Modal
      open
      title="修改手机号"
      width={460}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: save.busy }}
      onOk={() => void save.run(commit)}
      onCancel={save.close}
    >
      {row && (
        <Typography.Paragraph type="secondary">
          <span>{rowLabel(list, row)}</span>
          {current && <span className="list-dialog-current-mobile">当前手机号：{current}</span>}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" requiredMark autoComplete="off">
        <MobileCodeFields form={form} api={codeApi} mobileLabel="新手机号" mobilePlaceholder="请输入新的手机号码" current={current} />
      </Form>
    </Modal>
  );
}
