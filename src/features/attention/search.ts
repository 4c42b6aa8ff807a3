import { enumParam, searchSchema } from '@/lib/url-search/params';
import { KINDS, RESOURCE_TYPES } from './items';

/** ?kind and ?resource filter the list; a value the console does not know means all. */
export const attentionSearchSchema = searchSchema({
  kind: enumParam(KINDS),
  resource: enumParam(RESOURCE_TYPES),
});
