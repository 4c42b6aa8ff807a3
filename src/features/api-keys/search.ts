import { searchSchema, stringParam } from '@/lib/url-search/params';

/** The wizard's address holds at most the id of the key to replace (never a token). */
export const replaceSearchSchema = searchSchema({ key: stringParam({ max: 100 }) });
