import type { components } from '@/api/schema.gen';
import { apiKeysListQuery } from '@/api/queries/api-keys';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyCreate = components['schemas']['ApiKeyCreate'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];
export type ApiKeyScope = components['schemas']['ApiKeyScope'];

export const apiKeysKey = ['api-keys'] as const;

/** One cache entry for the key list, shared with the session (which finds its own key in it). */
export const apiKeysQuery = apiKeysListQuery;
