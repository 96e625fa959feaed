// The payment room's door: the QR payment dialog and the 去充值 block of a list page.
export { PAY_CHANNELS, PAY_POLL_MS, PaymentQrModal, QR_SIZE, type PayLaunchAnswer, type PaymentCalls, type PaymentQrModalProps } from './payment-qr.tsx';
export { RECHARGE_PATH, RechargeBlock, type RechargeProps } from './recharge-block.tsx';
