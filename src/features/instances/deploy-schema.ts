import { t } from '@lingui/core/macro';
import '@/lib/zod-csp';
import { z } from 'zod/mini';
import { atMost } from '@/lib/length-limit';
import { boundErrors } from '@/components/openapi-form/field-bounds';
import type { BoundsInForce } from '@/lib/openapi/bounds';
import {
  findById,
  imageUnavailableReason,
  planUnavailableReason,
  regionUnavailableReason,
  type Catalog,
} from './catalog';
import type { DeployRequest } from './types';

// The contract's DeployRequest.name: 1..63 characters, hostname rules.
export const NAME_MAX = 63;
export const NAME_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/;
/** Our contract's bounds of what the deploy sends, which the live document may tighten (docs/drift.md). */
export const DEPLOY_BOUNDS = {
  name: { minLength: 1, maxLength: NAME_MAX, pattern: NAME_PATTERN.source },
};
/** The name rule in words, in the chosen language. */
export function nameRule(): string {
  return t`Use letters, digits, dots and hyphens only, starting and ending with a letter or digit.`;
}

export const deployNameSchema = z.string().check(
  // The messages are read when a name is checked, so they are in the language chosen by then.
  z.minLength(1, { error: () => t`Enter a name for the server.` }),
  z.maxLength(NAME_MAX, atMost(NAME_MAX)),
  z.regex(NAME_PATTERN, { error: () => nameRule() }),
);

/** The form's schema; the catalogue decides which combinations can be deployed. */
export function deployFormSchema(catalog: Catalog) {
  return z
    .object({
      name: deployNameSchema,
      regionId: z.string().check(z.minLength(1, t`Choose a region.`)),
      planId: z.string().check(z.minLength(1, t`Choose a plan.`)),
      osImageId: z.string().check(z.minLength(1, t`Choose an operating system image.`)),
    })
    .check(
      z.superRefine((value, ctx) => {
        const region = findById(catalog.regions, value.regionId);
        const plan = findById(catalog.plans, value.planId);
        const image = findById(catalog.images, value.osImageId);
        if (value.regionId && !region)
          ctx.addIssue({
            code: 'custom',
            path: ['regionId'],
            message: t`This region is not in the catalogue.`,
          });
        if (value.planId && !plan)
          ctx.addIssue({
            code: 'custom',
            path: ['planId'],
            message: t`This plan is not in the catalogue.`,
          });
        if (value.osImageId && !image)
          ctx.addIssue({
            code: 'custom',
            path: ['osImageId'],
            message: t`This image is not in the catalogue.`,
          });
        const regionReason = region && regionUnavailableReason(region);
        if (regionReason)
          ctx.addIssue({ code: 'custom', path: ['regionId'], message: regionReason });
        const planReason = plan && planUnavailableReason(plan, region);
        if (planReason) {
          const planName = plan.name;
          ctx.addIssue({
            code: 'custom',
            path: ['planId'],
            message: t`${planName}: ${planReason}`,
          });
        }
        const imageReason = image && imageUnavailableReason(image, plan);
        if (imageReason)
          ctx.addIssue({ code: 'custom', path: ['osImageId'], message: imageReason });
      }),
    ) satisfies z.ZodMiniType<DeployRequest>;
}

export type DeployFormErrors = Partial<Record<keyof DeployRequest, string>>;

/**
 * First message per field, for the form: our contract's rules, then the bounds in force (the live
 * document's, when it bounds a field more tightly), so nothing it refuses is sent.
 */
export function validateDeploy(
  catalog: Catalog,
  values: DeployRequest,
  bounds?: Readonly<Record<keyof typeof DEPLOY_BOUNDS, BoundsInForce>>,
): { ok: true; value: DeployRequest } | { ok: false; errors: DeployFormErrors } {
  const result = deployFormSchema(catalog).safeParse(values);
  const errors: DeployFormErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof DeployRequest | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  const outside = bounds ? boundErrors(bounds, values) : {};
  for (const [field, message] of Object.entries(outside) as [keyof DeployRequest, string][])
    errors[field] ??= message;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, value: result.data };
  return { ok: false, errors };
}
