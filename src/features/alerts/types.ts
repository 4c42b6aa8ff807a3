import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];
export type AlertPolicy = Schemas['AlertPolicy'];
export type AlertPolicyInput = Schemas['AlertPolicyInput'];
export type AlertPolicyPatch = Schemas['AlertPolicyPatch'];
