import { useRouteContext } from '@tanstack/react-router';
import type { Api } from '../../adapters/api/index.ts';
import type { AppServices } from './index.ts';

/** The app's services (HTTP client, typed calls, store, runtime configuration). */
export function useServices(): AppServices {
  return useRouteContext({ from: '__root__', select: (context) => context.services });
}

/** The app's typed calls, by area, built once at the root: useApi().money.recharge(100, 'wechat') */
export function useApi(): Api {
  return useServices().api;
}
