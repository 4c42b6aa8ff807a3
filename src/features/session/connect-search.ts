import * as z from 'zod/mini';

/** Only same-site paths may be redirect targets (no open redirect). */
const localPath = z.catch(
  z.optional(z.string().check(z.refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/connect')))),
  undefined,
);

export const connectSearchSchema = z.object({
  redirect: localPath,
  reason: z.catch(z.optional(z.enum(['invalid_token', 'signed_out', 'revoked_self'])), undefined),
});
export type ConnectSearch = z.infer<typeof connectSearchSchema>;
