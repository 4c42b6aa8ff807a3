/**
 * The tests' governor: linked to the other tabs from its first request, reading the answers'
 * rate-limit headers from the first. The app's
 * instance (rate-governor.ts) links after the first view and fetches the headers' reader with its
 * first request instead, so neither the message checks nor the reader are in the entry.
 */
import { parseMessage, type ChannelLike } from '@/api/governor/cross-tab';
import {
  createLocalGovernor,
  type Governor,
  type GovernorOptions as LocalOptions,
} from '@/api/governor/local-governor';
import { readAnswer } from '@/api/governor/read-answer';

export { MAX_READ_RESENDS, type Governor } from '@/api/governor/local-governor';

export interface GovernorOptions extends LocalOptions {
  /** Another tab's governor listens on the other end; null or absent: this tab alone. */
  channel?: ChannelLike | null;
}

export function createGovernor({ channel, ...options }: GovernorOptions): Governor {
  // Reads the headers from the first answer on; the app's instance fetches the reader instead.
  const governor = createLocalGovernor(
    options.loadReadAnswer ? options : { readAnswer, ...options },
  );
  if (channel) governor.link(channel, parseMessage);
  return governor;
}
