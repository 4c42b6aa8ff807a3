/*
 * The five whole-set collections the palette searches, from the owning features' factories, so the
 * palette, the overview and the list pages share one cached answer per collection.
 */
export { instancesQuery } from '@/api/queries/instances';
export { apiKeysQuery } from '@/api/queries/api-keys';
export { volumesQuery } from '@/features/volumes/queries';
export { reservedIpsQuery } from '@/features/reserved-ips/queries';
export { vpcsQuery } from '@/features/vpcs/queries';
