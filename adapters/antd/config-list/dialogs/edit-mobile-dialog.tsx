import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useFeedback } from '../../upload-helpers.tsx';
import { failureText, useOutcome } from '../outcome.ts';
import { captchaRequest, dataOf, rowName, sendCodeRequest } from './dialog-support.ts';
import type { ListDialogProps } from './types.ts';
import { countdownLabel, useCountdown } from './use-countdown.ts';
import './list-dialogs.css';

// Edit phone (spec sections 2, 3, 4, 5): mobile, the image captcha (click to refresh) with its
// hidden captcha_key, and the SMS code. Sending the code needs mobile, captcha and captcha_key;
// after a successful send the button counts down 60 s (Ns后重新获取). Committing validates the
// form and PATCHes the page's update_mobile call for the row; 操作成功 closes and refreshes.

interface MobileValues {
  mobile: string;
  captcha: string;
  captcha_key: string;
  code: string;
}

interface Captcha {
  img: string;
  key: string;
}

const MOBILE = /^1\d{10}$/;

export default function EditMobileDialog({ list, row, services, onClose, onDone }: ListDialogProps) {
  const [form] = Form.useForm<MobileValues>();
  const message = useFeedback();
  const outcome = useOutcome();
  const countdown = useCountdown();
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);

  const loadCaptcha = useCallback(async () => {
    setCaptchaError(undefined);
    try {
      const data = dataOf<Captcha>(await services.send<Captcha>(captchaRequest()));
      if (!data.img || !data.key) throw new Error('图形验证码加载失败');
      setCaptcha(data.img);
      form.setFieldsValue({ captcha_key: data.key, captcha: '' });
    } catch (error) {
      setCaptcha(undefined);
      form.setFieldsValue({ captcha_key: '' });
      setCaptchaError(failureText(error, '图形验证码加载失败'));
    }
  }, [form, services]);

  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  const sendCode = async () => {
    let values: Pick<MobileValues, 'mobile' | 'captcha'>;
    try {
      values = await form.validateFields(['mobile', 'captcha']);
    } catch {
      return;
    }
    const key = String(form.getFieldValue('captcha_key') ?? '');
    if (!key) {
      void message.error('请先获取图形验证码');
      return;
    }
    setSending(true);
    try {
      await services.send(sendCodeRequest({ mobile: values.mobile, captcha: values.captcha, captcha_key: key }));
      countdown.start();
      void message.success('验证码已发送');
    } catch (error) {
      outcome.failed(error, '验证码发送失败');
      // the captcha is single use: a refused one is spent
      void loadCaptcha();
    } finally {
      setSending(false);
    }
  };

  const commit = async () => {
    let values: MobileValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const request = list.request('update_mobile', { id: row ? list.idOf(row) : undefined, body: { ...values } });
    if (!request) return;
    setSaving(true);
    try {
      if (outcome.answered(await services.send(request))) onDone();
    } catch (error) {
      outcome.failed(error, '修改失败，请稍后再试');
    } finally {
      setSaving(false);
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
      confirmLoading={saving}
      onOk={() => void commit()}
      onCancel={onClose}
    >
      {row && (
        <Typography.Paragraph type="secondary">
          <span>{rowName(row)}</span>
          {current && <span className="list-dialog-current-mobile">当前手机号：{current}</span>}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" requiredMark autoComplete="off">
        <Form.Item
          label="新手机号"
          name="mobile"
          validateTrigger={['onBlur', 'onChange']}
          rules={[
            { required: true, message: '请输入手机号码' },
            { pattern: MOBILE, message: '请输入正确的手机号码' },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder="请输入新的手机号码" />
        </Form.Item>
        <Form.Item label="图形验证码" required>
          <div className="list-dialog-captcha">
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入图形验证码' }]}>
              <Input maxLength={6} placeholder="请输入图形验证码" aria-label="图形验证码" />
            </Form.Item>
            <button type="button" className="list-dialog-captcha-image" title="看不清？点击刷新" aria-label="刷新图形验证码" onClick={() => void loadCaptcha()}>
              {captcha ? <img src={captcha} alt="图形验证码图片" /> : <span>{captchaError ?? '加载中…'}</span>}
            </button>
          </div>
        </Form.Item>
        <Form.Item name="captcha_key" hidden>
          <Input />
        </Form.Item>
        <Form.Item label="短信验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
              <Input maxLength={6} inputMode="numeric" placeholder="请输入短信验证码" aria-label="短信验证码" />
            </Form.Item>
            <Button onClick={() => void sendCode()} loading={sending} disabled={countdown.running}>
              {countdownLabel(countdown.remaining)}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
