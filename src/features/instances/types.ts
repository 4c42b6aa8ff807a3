import type { components } from '@/api/schema.gen';

export type { Instance } from '@/api/queries/instances';

type Schemas = components['schemas'];
export type InstanceStatus = Schemas['InstanceStatus'];
export type DeployRequest = Schemas['DeployRequest'];
export type Plan = Schemas['Plan'];
export type Region = Schemas['Region'];
export type OsImage = Schemas['OsImage'];
export type MetricsHistory = Schemas['MetricsHistory'];
export type MetricsPoint = Schemas['MetricsPoint'];
export type MetricsRange = MetricsHistory['range'];
