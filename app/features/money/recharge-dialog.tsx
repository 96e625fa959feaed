import { AlipayCircleOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Space, Typography } from 'antd';
import { Modal, useFeedback } from '../../../adapters/ui/index.ts';
import { useState } from 'react';
import { PaymentQrModal, type PaymentCalls } from '../../../adapters/payment/index.ts';
import { zodRules } from '../../../adapters/form/index.ts';
import { useSubmitOnce } from '../../../adapters/drafts/index.ts';
import type { MoneyApi, PayChannel } from '../../../adapters/api/index.ts';
import { queryKeys } from '../../../adapters/api/index.ts';
import { contracts, formatMoney } from '../../../engine/index.ts';
import { radioGroup } from '../../lib/a11y.ts';
import { failureToShow } from './money-errors.ts';
import './money.css';

// The recharge dialog (spec sections 3 Top-up, 4 Payment, 9): the amount payNumber (a quick
// amount or a free one) and 微信 or 支付宝; 确定 creates the order (order-recharge, result.id) once,
// however often it is pressed, then the shared payment dialog shows the QR and polls.

/** Spec section 9: the quick amounts in yuan. */
export const QUICK_AMOUNTS = [2000, 5000, 10000, 30000];

export interface RechargeDialogProps {
  api: Pick<MoneyApi, 'recharge' | 'launchPay' | 'isPaid'>;
  /** The free amount's default (100; 10 in the pending-payment view). */
  defaultAmount?: number | undefined;
  /** The balance now, shown above the form. */
  balance?: number | undefined;
  /** After 支付成功: the app reloads the user info and the balance everywhere. */
  onPaid(): void;
  onClose(): void;
}

interface Values {
  payNumber: string;
  pay_type: PayChannel;
}

/** The message of a wrong amount, or undefined when it is right: the server's rule (engine/contracts, rechargeAmountProblem). */
export const amountProblem = (text: string | undefined): string | undefined => contracts.rechargeAmountProblem(text);

export default function RechargeDialog({ api, defaultAmount = 100, balance, onPaid, onClose }: RechargeDialogProps) {
  const message = useFeedback();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('payNumber', form);
  const [order, setOrder] = useState<{ id: number; amount: number; payType: PayChannel } | undefined>();
  // a double click makes one order: the second click finds the first one under way
  const sending = useSubmitOnce();

  const create = async () => {
    try {
      const values = await form.validateFields();
      const payload = { amount: Number(values.payNumber), payType: values.pay_type };
      const created = await api.recharge(payload.amount, payload.payType);
      setOrder({ id: created.id, amount: payload.amount, payType: payload.payType });
    } catch (failure) {
      // a form error shows on its field; the catalogue shows the HTTP errors it names
      const text = failureToShow(failure, '充值订单创建失败，请稍后再试');
      if (text) void message.error(text);
    }
  };
  const submit = () => void sending.run(create);

  if (order) {
    const calls: PaymentCalls = {
      key: queryKeys.payment(order.id),
      launch: (signal) => api.launchPay(order.id, signal),
      isPaid: ({ signal, background }) => api.isPaid(order.id, { ...(signal ? { signal } : {}), background }),
    };
    return (
      <PaymentQrModal
        calls={calls}
        title="扫码支付"
        fallback={{ amount: order.amount, payType: order.payType }}
        onPaid={() => {
          onPaid();
          onClose();
        }}
        onCancel={onClose}
      />
    );
  }

  return (
    <Modal
      open
      title="账户充值"
      width={520}
      maskClosable={false}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={sending.busy} onClick={submit}>
          确定
        </Button>,
      ]}
    >
      {balance !== undefined && (
        <Typography.Paragraph type="secondary" className="recharge-balance">
          当前余额：<span className="recharge-balance-value">{formatMoney(balance)}</span>
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ payNumber: String(defaultAmount), pay_type: 'wechat' }}
        onFinish={submit}
      >
        <Form.Item label="充值金额" required>
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Radio.Group
              {...radioGroup('快捷金额')}
              optionType="button"
              buttonStyle="solid"
              value={QUICK_AMOUNTS.find((quick) => Number(amount) === quick && amountProblem(amount) === undefined)}
              onChange={(event) => form.setFieldsValue({ payNumber: String(event.target.value) })}
              options={QUICK_AMOUNTS.map((quick) => ({ value: quick, label: formatMoney(quick).replace(/\.00$/, '') }))}
            />
            <Form.Item
              name="payNumber"
              noStyle
              validateTrigger={['onChange', 'onBlur']}
              rules={zodRules(contracts.rechargeInput.shape.amount, { required: false })}
            >
              <Input aria-label="充值金额" inputMode="decimal" prefix="¥" suffix="元" placeholder="请输入充值金额" allowClear autoFocus onPressEnter={submit} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label="支付方式" name="pay_type" rules={zodRules(contracts.rechargeInput.shape.pay_type.unwrap())}>
          <Radio.Group {...radioGroup('支付方式')}>
            <Radio value="wechat">
              <WechatOutlined style={{ color: '#09bb07' }} /> 微信
            </Radio>
            <Radio value="alipay">
              <AlipayCircleOutlined style={{ color: '#1677ff' }} /> 支付宝
            </Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
