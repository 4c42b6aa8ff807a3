import * as z from 'zod/mini';

/** The wizard's address holds at most the id of the key to replace (never a token). */
export const replaceSearchSchema = z.object({
  key: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
});
export type ReplaceSearch = z.infer<typeof replaceSearchSchema>;
