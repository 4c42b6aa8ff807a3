import { useLingui } from '@lingui/react/macro';
import { formatDateTime, formatRelative } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { TicketMessage } from '../queries';
import { UserText } from '@/components/ui/user-text';

/** Message bodies are plain text from anyone: rendered as text, line breaks kept, long words wrapped. */
export function Conversation({ messages }: { messages: TicketMessage[] }) {
  const { t } = useLingui();
  return (
    <ol className="flex flex-col gap-3" aria-label={t`Conversation`}>
      {messages.map((message) => {
        const support = message.author === 'support';
        const at = formatDateTime(message.createdAt);
        return (
          <li key={message.id} className={cn('flex', support ? 'justify-start' : 'justify-end')}>
            <article
              aria-label={support ? t`Support, ${at}` : t`You, ${at}`}
              className={cn(
                'w-full max-w-[75ch] min-w-0 rounded-lg border p-3 sm:w-[85%]',
                support ? 'border-info/40 bg-surface-2' : 'border-accent/40 bg-surface',
              )}
              data-author={message.author}
            >
              <header className="mb-1 flex flex-wrap items-baseline justify-between gap-2 text-xs">
                <span className={cn('font-semibold', support ? 'text-info' : 'text-accent')}>
                  {support ? t`Support` : t`You (customer)`}
                </span>
                <time dateTime={message.createdAt} title={at} className="text-muted">
                  {formatRelative(message.createdAt)}
                </time>
              </header>
              <p className="text-sm whitespace-pre-wrap">
                <UserText>{message.body}</UserText>
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
