import { useMemo, useState } from 'react';
import type { FormInstance } from 'antd';
import type { MobileCodeApi } from '../../../adapters/form/index.ts';
import { useSubmitOnce } from '../../../adapters/drafts/index.ts';
import { useApi } from '../../services/use-services.ts';
import { showServerErrors } from './server-errors.ts';
import { validFields } from '../../../adapters/form/index.ts';

// What every door's submit shares: one call at a time from the first click until its answer and
// `done` (issue 26: a double-click registers once), busy meanwhile, the server's 422s on the
// fields or in the alert, the values kept on failure. (The login that ends a door is in
// finish-login.ts, so the password door in /login's own chunk does not load this.)

export interface DoorOptions<V, R> {
  form: FormInstance;
  call(values: V): Promise<R>;
  done(answer: R, values: V): unknown;
  /** The alert's text when the failure names no field and has no Chinese message. */
  fallback: string;
  /** Server field name -> form field name (area_id -> area). */
  aliases?: Record<string, string>;
}

export function useDoorSubmit<V, R>({ form, call, done, fallback, aliases }: DoorOptions<V, R>) {
  const [error, setError] = useState<string | null>(null);
  const once = useSubmitOnce();
  const send = async () => {
    const values = (await validFields(form)) as V | undefined;
    if (values === undefined) return;
    setError(null);
    try {
      await done(await call(values), values);
    } catch (failure) {
      setError((await showServerErrors(form, failure, fallback, aliases)) ?? null);
    }
  };
  /** The submit button's onClick (Enter in a field clicks it too): validates, then sends once. */
  const submit = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    void once.run(send);
  };
  return { busy: once.busy, error, submit };
}

/** The typed calls of the doors, and the mobile-code fields' two calls (captcha, send code). */
export function useDoorCalls() {
  const { account, doors } = useApi();
  const codeApi = useMemo<MobileCodeApi>(() => ({ captcha: account.captcha, sendCode: account.sendMobileCode }), [account]);
  return { doors, codeApi };
}
