import { useRouteContext } from '@tanstack/react-router';
import type { AppServices } from '../services.ts';

/** The app's services (HTTP client, typed calls, store, runtime configuration). */
export function useServices(): AppServices {
  return useRouteContext({ from: '__root__', select: (context) => context.services });
}
