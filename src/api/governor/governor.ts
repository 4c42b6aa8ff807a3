/**
 * A governor linked to the other tabs from its first request, as the tests and any code that
 * builds its own use it. The app's instance (rate-governor.ts) links after the first view instead,
 * so the message checks are not in the entry.
 */
import { parseMessage, type ChannelLike } from './cross-tab';
import {
  createLocalGovernor,
  type Governor,
  type GovernorOptions as LocalOptions,
} from './local-governor';

export { MAX_READ_RESENDS, type Governor, type Timers } from './local-governor';

export interface GovernorOptions extends LocalOptions {
  /** Another tab's governor listens on the other end; null or absent: this tab alone. */
  channel?: ChannelLike | null;
}

export function createGovernor({ channel, ...options }: GovernorOptions): Governor {
  const governor = createLocalGovernor(options);
  if (channel) governor.link(channel, parseMessage);
  return governor;
}
