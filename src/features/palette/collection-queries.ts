/*
 * The five whole-set collections the palette searches, from the owning features' factories, so the
 * palette, the overview and the list pages share one cached answer per collection.
 */
export { instancesListQuery } from '@/api/queries/instances';
export { apiKeysQuery } from '@/features/api-keys/queries';
export { volumesQuery as volumesListQuery } from '@/features/volumes/queries';
export { reservedIpsQuery as reservedIpsListQuery } from '@/features/reserved-ips/queries';
export { vpcsQuery as vpcsListQuery } from '@/features/vpcs/queries';
