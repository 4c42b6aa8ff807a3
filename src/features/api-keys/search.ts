import { z } from 'zod';

/** The wizard's address holds at most the id of the key to replace (never a token). */
export const replaceSearchSchema = z.object({
  key: z.string().min(1).max(100).optional().catch(undefined),
});
export type ReplaceSearch = z.infer<typeof replaceSearchSchema>;
