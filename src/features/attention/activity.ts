import type { AttentionItem, ResourceType } from './items';

/** How many a detail page shows: the newest; the attention page has them all (`?resource=`). */
export const ACTIVITY_SHOWN = 10;

/**
 * A resource's own recent activity: the attention items (the live events among them) that name it,
 * newest first by when it happened. Read from the store's list as it is; nothing is kept apart.
 */
export function activityOf(
  items: readonly AttentionItem[],
  type: ResourceType,
  id: string,
  limit = ACTIVITY_SHOWN,
): AttentionItem[] {
  return items
    .filter((item) => item.resource.type === type && item.resource.id === id)
    .sort((a, b) => b.at - a.at || b.found - a.found)
    .slice(0, limit);
}
