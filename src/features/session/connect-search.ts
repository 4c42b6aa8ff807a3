import { z } from 'zod';

/** Only same-site paths may be redirect targets (no open redirect). */
const localPath = z
  .string()
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/connect'))
  .optional()
  .catch(undefined);

export const connectSearchSchema = z.object({
  redirect: localPath,
  reason: z.enum(['invalid_token', 'signed_out', 'revoked_self']).optional().catch(undefined),
});
export type ConnectSearch = z.infer<typeof connectSearchSchema>;
