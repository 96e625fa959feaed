export { PAY_CHANNELS, PAY_POLL_MS, PaymentQrModal, QR_SIZE, type PayLaunchAnswer, type PaymentCalls, type PaymentQrModalProps } from './payment-qr.tsx';
