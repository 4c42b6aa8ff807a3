import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';

export const alertPoliciesCall = apiCall('get', '/monitoring/alert-policies');

export const alertPoliciesQuery = callQuery(alertPoliciesCall);
