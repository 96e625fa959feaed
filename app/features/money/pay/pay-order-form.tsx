import { Button, Form, Input, Radio, Typography } from 'antd';
import { useSubmitOnce } from '../../../../adapters/drafts/index.ts';
import { feeOf, type FeeInfo, type PayOrderPayload } from '../../../../adapters/api/index.ts';
import { contracts, formatMoney } from '../../../../engine/index.ts';
import { radioGroup } from '../../../lib/a11y.ts';
import { antdErrors, applyServerErrors, validFields, zodRules } from '../../../../adapters/form/index.ts';

const { payOrderInput: { shape: body }, payOrderTransfer: transfer } = contracts;

// The pay-order form of 待缴费 (spec sections 3 Pay order, 5, 6): 入驻类型, 运营模式, 支付方式 and,
// for a bank transfer, 付款银行, 付款账号, 付款金额, with the six messages of spec section 5. The
// price follows the entry type and platform help (type 1 costs 0).

export const PAY_TYPES = [
  { value: 1, label: '余额支付' },
  { value: 2, label: '对公转账' },
];
export const DEFAULT_STATUS_TYPES = [
  { id: 1, name: '基础入驻' },
  { id: 2, name: '专业入驻' },
  { id: 3, name: '集团入驻' },
  { id: 4, name: '高校入驻' },
];
export const DEFAULT_PLATFORM_HELP = [
  { id: 0, name: '自主运营' },
  { id: 1, name: '平台协助运营' },
];

interface Values {
  status_type?: number;
  status_platform_help?: number;
  pay_type?: number;
  name?: string;
  bank_user?: string;
  money?: string;
}

export interface PayOrderFormProps {
  fee: FeeInfo;
  balance?: number | undefined;
  /** Rejects on failure; a 422's `errors` are shown on their fields. */
  onSubmit(payload: PayOrderPayload): Promise<unknown>;
  submitting?: boolean;
}

export function PayOrderForm({ fee, balance, onSubmit, submitting = false }: PayOrderFormProps) {
  const [form] = Form.useForm<Values>();
  const statusType = Form.useWatch('status_type', form);
  const platformHelp = Form.useWatch('status_platform_help', form);
  const payType = Form.useWatch('pay_type', form);
  const price = feeOf(fee, statusType, statusType === 1 ? 0 : platformHelp);
  // one pay order from the first click (Enter in a field clicks 提交 too) until its answer
  const sending = useSubmitOnce();

  const finish = async () => {
    const values = await validFields(form);
    if (!values) return;
    const payload: PayOrderPayload = {
      status_type: values.status_type ?? 0,
      status_platform_help: values.status_platform_help ?? 0,
      pay_type: values.pay_type ?? 0,
      ...(values.pay_type === 2 ? { name: values.name?.trim(), bank_user: values.bank_user?.trim(), money: values.money?.trim() } : {}),
    };
    try {
      await onSubmit(payload);
      form.resetFields();
    } catch (failure) {
      await applyServerErrors(failure, antdErrors(form));
    }
  };

  return (
    <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '96px' }} className="pay-order-form">
      <Form.Item label="入驻类型" name="status_type" rules={zodRules(body.status_type)}>
        <Radio.Group {...radioGroup('入驻类型')} options={(fee.status_types ?? DEFAULT_STATUS_TYPES).map((type) => ({ value: type.id, label: type.name }))} />
      </Form.Item>
      <Form.Item label="运营模式" name="status_platform_help" rules={zodRules(body.status_platform_help)}>
        <Radio.Group {...radioGroup('运营模式')} options={(fee.platform_help ?? DEFAULT_PLATFORM_HELP).map((mode) => ({ value: mode.id, label: mode.name }))} />
      </Form.Item>
      <Form.Item label="应付金额">
        <span className="pay-order-price" aria-live="polite">
          {price === undefined ? <Typography.Text type="secondary">请选择入驻类型和运营模式</Typography.Text> : formatMoney(price)}
          {statusType === 1 && <Typography.Text type="secondary">（基础入驻免费）</Typography.Text>}
        </span>
      </Form.Item>
      <Form.Item label="支付方式" name="pay_type" rules={zodRules(body.pay_type)}>
        <Radio.Group {...radioGroup('支付方式')}>
          {PAY_TYPES.map((type) => (
            <Radio key={type.value} value={type.value}>
              {type.label}
              {type.value === 1 && balance !== undefined && <Typography.Text type="secondary">（当前余额 {formatMoney(balance)}）</Typography.Text>}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {payType === 2 && (
        <>
          <Form.Item label="付款银行" name="name" rules={zodRules(transfer.name)}>
            <Input placeholder="请输入付款银行" maxLength={60} style={{ maxWidth: 360 }} />
          </Form.Item>
          <Form.Item label="付款账号" name="bank_user" rules={zodRules(transfer.bank_user)}>
            <Input placeholder="请输入付款账号" maxLength={40} style={{ maxWidth: 360 }} />
          </Form.Item>
          <Form.Item
            label="付款金额"
            name="money"
            extra={price ? `付款金额应不少于应付金额 ${formatMoney(price)}` : undefined}
            rules={zodRules(transfer.money)}
          >
            <Input placeholder="请输入付款金额" inputMode="decimal" prefix="¥" suffix="元" style={{ maxWidth: 360 }} />
          </Form.Item>
        </>
      )}
      <Form.Item label=" " colon={false}>
        <Button
          type="primary"
          htmlType="submit"
          loading={submitting || sending.busy}
          onClick={(event) => {
            event.preventDefault();
            void sending.run(finish);
          }}
        >
          提交
        </Button>
      </Form.Item>
    </Form>
  );
}
