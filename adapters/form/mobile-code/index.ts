export { MOBILE_PATTERN, MobileCodeFields, type MobileCodeApi, type MobileCodeFieldsProps, type MobileCodeMemory, type MobileCodeValues, typedMobileCode } from './mobile-code-fields.tsx';
export { countdownLabel, MOBILE_CODE_COUNTDOWN_S, useCountdown } from './use-countdown.ts';
