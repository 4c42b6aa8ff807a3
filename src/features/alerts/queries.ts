import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';

export const alertPolicyKeys = {
  all: ['alert-policies'] as const,
  list: () => ['alert-policies', 'list'] as const,
};

export const alertPoliciesCall = apiCall('get', '/monitoring/alert-policies');

export const alertPoliciesQuery = queryOptions({
  queryKey: alertPolicyKeys.list(),
  queryFn: ({ signal }) => send(alertPoliciesCall, { signal }),
});
