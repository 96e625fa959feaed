import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type StatApi } from '../../../adapters/api/index.ts';

/**
 * The dashboard's figures (common/stat), one query for the dashboard and for a session that starts
 * on the dashboard, which asks for them beside the profile (app/shell/warm-dashboard.ts): the
 * figures then wait for one round trip, not for the profile, the shell and the page's code first.
 * Kept under queryKeys.stat, so a payment or an activation (refreshAccount) refreshes them.
 */
export const statQuery = (api: StatApi) =>
  queryOptions({
    queryKey: queryKeys.stat,
    queryFn: () => api.stat(),
    // the answer asked for beside the profile is the one drawn: not asked again as the page mounts
    staleTime: 10_000,
    // nor after a failure: the page shows it, with 重试, as if the page had asked itself
    retryOnMount: false,
  });
