import { useMemo } from 'react';
import { selfServiceApi, type SelfServiceApi } from '../../../adapters/api/self-service.ts';
import { createAssetUrl } from '../../../adapters/http/services.ts';
import { useServices } from '../../shell/use-services.ts';

/** The certificates, tools and roles calls, and the URL of a stored path (spec section 9). */
export function useSelfService(): { api: SelfServiceApi; assetUrl: (path: string) => string } {
  const { client, config } = useServices();
  return useMemo(() => ({ api: selfServiceApi(client), assetUrl: createAssetUrl(config.storageHost) }), [client, config.storageHost]);
}
