import { atom } from 'jotai';

// The money dialogs of the shell (spec section 4, Payment and Activation dialog), opened from
// anywhere (the recharge block, 去充值 in pop-up 4 and the 403 confirm, the dashboard, the
// activation's insufficient-balance state) and shown by one host in the layout
// (app/features/money/money-dialogs.tsx).

export interface RechargeRequest {
  /** The free amount's default: 100, or 10 in the pending-payment view (spec section 9). */
  defaultAmount?: number;
}

/** The recharge dialog's request; null = closed. */
export const rechargeRequestAtom = atom<RechargeRequest | null>(null);

/** The service activation dialog is open. */
export const activationOpenAtom = atom(false);
