// The door of app/features/money/: the balance, recharge, activation and 待缴费. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export { BalanceChip } from './balance-chip.tsx';
export { MoneyDialogs } from './money-dialogs.tsx';
export { ZhuxuetongStrip } from './zhuxuetong-strip.tsx';
export const loadBranchPayScreen = () => import('./pay/branch-pay-screen.tsx');
