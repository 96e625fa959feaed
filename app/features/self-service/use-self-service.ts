import { useMemo } from 'react';
import type { SelfServiceApi } from '../../../adapters/api/index.ts';
import type { FormServices } from '../../../engine/index.ts';
import { useServices } from '../../services/use-services.ts';

/** The certificates, tools and roles calls, and the URL of a stored path (spec section 9). */
export function useSelfService(): { api: SelfServiceApi; assetUrl: FormServices['assetUrl'] } {
  const { api, forms } = useServices();
  return useMemo(() => ({ api: api.selfService, assetUrl: forms.assetUrl }), [api, forms]);
}
