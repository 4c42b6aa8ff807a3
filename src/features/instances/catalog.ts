import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import type { OsImage, Plan, Region } from './types';

export interface Catalog {
  plans: Plan[];
  regions: Region[];
  images: OsImage[];
}

/** Why a region takes no deploy, or undefined. */
export function regionUnavailableReason(region: Region): string | undefined {
  const name = region.name;
  return region.available ? undefined : t`${name} is not taking new deploys at the moment.`;
}

/** Why a plan cannot be deployed in the chosen region, or undefined. */
export function planUnavailableReason(plan: Plan, region: Region | undefined): string | undefined {
  if (!region || plan.regionIds.includes(region.id)) return undefined;
  const name = region.name;
  return t`Not offered in ${name}.`;
}

/** Why an image does not fit the chosen plan's disk, or undefined. */
export function imageUnavailableReason(image: OsImage, plan: Plan | undefined): string | undefined {
  if (!plan || image.minDiskGb === undefined || plan.diskGb >= image.minDiskGb) return undefined;
  const needed = formatNumber(image.minDiskGb);
  const planName = plan.name;
  const disk = formatNumber(plan.diskGb);
  return t`Needs at least ${needed} GB of disk; ${planName} has ${disk} GB.`;
}

export function findById<T extends { id: string }>(items: readonly T[], id: string): T | undefined {
  return items.find((item) => item.id === id);
}

/** "Frankfurt am Main, DE" */
export function regionLocation(region: Region): string {
  return `${region.city}, ${region.country}`;
}

export interface Selection {
  regionId: string;
  planId: string;
  osImageId: string;
}

/**
 * After the region or plan changed, drops a plan or image the new choice rules out, and says so
 * (a checked but disabled choice would be sent and refused).
 */
export function dropRuledOut<T extends Selection>(
  values: T,
  catalog: Catalog,
): { values: T; note: string | undefined } {
  const region = findById(catalog.regions, values.regionId);
  let next = values;
  const notes: string[] = [];
  const plan = findById(catalog.plans, next.planId);
  if (plan && planUnavailableReason(plan, region)) {
    next = { ...next, planId: '' };
    const planName = plan.name;
    const regionName = region?.name;
    notes.push(
      regionName === undefined
        ? t`${planName} is not offered in this region; choose another plan.`
        : t`${planName} is not offered in ${regionName}; choose another plan.`,
    );
  }
  const keptPlan = findById(catalog.plans, next.planId);
  const image = findById(catalog.images, next.osImageId);
  if (image && keptPlan && imageUnavailableReason(image, keptPlan)) {
    next = { ...next, osImageId: '' };
    const imageName = image.name;
    const planName = keptPlan.name;
    notes.push(t`${imageName} needs more disk than ${planName} has; choose another image.`);
  }
  return { values: next, note: notes.length ? notes.join(' ') : undefined };
}

/**
 * The catalogue as the deploy form offers it when an answer lacks what a choice reads
 * (docs/drift.md): the notice above the form says what differs, and each choice still offers
 * every row it can name (by its ID when its name is missing), leaving it to the service to refuse
 * one. A region without `available` is taken as open, a plan without `regionIds` as offered in
 * every region, an image without `minDiskGb` as fitting every plan.
 */
export function offerable(catalog: Catalog, drifted: Record<keyof Catalog, boolean>): Catalog {
  // An answer without its list (another envelope) offers nothing: the notice says why.
  const named = <T extends { id: string; name: string }>(rows: readonly T[]): T[] =>
    (Array.isArray(rows) ? rows : [])
      .filter((row) => typeof row?.id === 'string')
      .map((row) => ({ ...row, name: typeof row.name === 'string' ? row.name : row.id }));
  const regions = drifted.regions
    ? named(catalog.regions).map((region) => ({
        ...region,
        available: typeof region.available === 'boolean' ? region.available : true,
      }))
    : catalog.regions;
  const everywhere = regions.map((region) => region.id);
  return {
    regions,
    plans: drifted.plans
      ? named(catalog.plans).map((plan) => ({
          ...plan,
          regionIds: Array.isArray(plan.regionIds) ? plan.regionIds : everywhere,
        }))
      : catalog.plans,
    images: drifted.images
      ? named(catalog.images).map((image) => ({
          ...image,
          minDiskGb: typeof image.minDiskGb === 'number' ? image.minDiskGb : undefined,
        }))
      : catalog.images,
  } as Catalog;
}
