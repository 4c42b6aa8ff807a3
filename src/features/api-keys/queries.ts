import type { components } from '@/api/schema.gen';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyCreate = components['schemas']['ApiKeyCreate'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];
export type ApiKeyScope = components['schemas']['ApiKeyScope'];
