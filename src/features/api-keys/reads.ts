// What the API keys page reads, checked where it reads it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { sampledList, selectReads, type PanelReads, type Read } from '@/api/reads/read-check';
import type { ApiKey } from './queries';

const text = z.string();

/** The key table (the shared key list is the answer's items: api/queries/api-keys.ts). */
const apiKeyListReads: PanelReads = {
  id: 'api-keys.list',
  operation: 'GET /api-keys',
  page: '/api-keys',
  pageLabel: msg`API keys`,
  panel: msg`the key table`,
  schema: z.object({
    items: sampledList(
      z.object({
        id: text,
        name: text,
        prefix: text,
        scope: text,
        createdAt: text,
        expiresAt: z.nullish(text),
        lastUsedAt: z.nullish(text),
      }),
    ),
  }),
};

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [apiKeyListReads];

const checkKeyList = selectReads<{ items: ApiKey[] }>(apiKeyListReads);

/** The shared key list holds the answer's `items`: checked as the answer had them, so the paths read `items[].createdAt`. */
export const selectKeyList = (items: ApiKey[]): Read<{ items: ApiKey[] }> =>
  checkKeyList({ items });
