export { ConfigErrors, ConfigForm, RawConfigForm, type ConfigFormProps, type RawConfigFormProps } from './config-form.tsx';
export { ConfigList, RECHARGE_PATH, readListState, writeListState, type ConfigListProps, type ListViewState, type PageNotes, type RechargeProps } from './config-list/index.ts';
export { FormServicesProvider, useFormServices } from './services-context.tsx';
export { WIDGETS } from './widgets/index.ts';
export { ZhProvider } from './zh-provider.tsx';
export { PAY_CHANNELS, PaymentQrModal, type PaymentCalls } from './payment/index.ts';
