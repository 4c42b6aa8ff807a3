// What the API keys page reads, checked where it reads it (docs/drift.md).
import { selectReads, type Read } from '@/api/reads/read-check';
import { apiKeyListReads } from '@/api/reads/panels';
import type { ApiKey } from './queries';

const checkKeyList = selectReads<{ items: ApiKey[] }>(apiKeyListReads);

/** The shared key list holds the answer's `items`: checked as the answer had them, so the paths read `items[].createdAt`. */
export const selectKeyList = (items: ApiKey[]): Read<{ items: ApiKey[] }> =>
  checkKeyList({ items });
