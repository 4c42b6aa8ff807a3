import { apiCall } from '@/api/api-call';

/**
 * The account's webhook endpoints: the webhooks pages, the attention place's look and team mode's
 * live stream (whether this console's endpoint is registered and enabled) read this one list, so
 * one answer in the cache serves all three.
 */
export const endpointsCall = apiCall('get', '/webhooks/endpoints');
