import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { doorsApi } from '../../../adapters/api/index.ts';
import type { MobileCodeApi } from '../../../adapters/antd/mobile-code/index.ts';
import { useServices } from '../../shell/use-services.ts';
import { showServerErrors } from './server-errors.ts';

// What every door's submit shares: one mutation (busy while in flight), the server's 422s on the
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
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => setError(null),
    onSuccess: done,
    onError: async (failure) => setError((await showServerErrors(form, failure, fallback, aliases)) ?? null),
  });
  return { busy: mutation.isPending, error, submit: (values: V) => mutation.mutate(values) };
}

/** The typed calls of the doors, and the mobile-code fields' two calls (captcha, send code). */
export function useDoorCalls() {
  const { api, client } = useServices();
  const doors = useMemo(() => doorsApi(client), [client]);
  const codeApi = useMemo<MobileCodeApi>(() => ({ captcha: api.captcha, sendCode: api.sendMobileCode }), [api]);
  return { doors, codeApi };
}
