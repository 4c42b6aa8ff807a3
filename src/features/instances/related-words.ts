import { t } from '@lingui/core/macro';

/** A backup's type or status as a word in a line ("auto · completed"); one the console does not know is shown as sent. */
export function backupWord(value: string): string {
  switch (value) {
    case 'auto':
      return t({ message: 'auto', context: 'backup type in a list' });
    case 'manual':
      return t({ message: 'manual', context: 'backup type in a list' });
    case 'pending':
      return t({ message: 'pending', context: 'backup status in a list' });
    case 'completed':
      return t({ message: 'completed', context: 'backup status in a list' });
    case 'failed':
      return t({ message: 'failed', context: 'backup status in a list' });
    default:
      return value;
  }
}

/** A ticket's status as a word in a line; one the console does not know is shown as sent. */
export function ticketStatusWord(status: string): string {
  switch (status) {
    case 'open':
      return t({ message: 'open', context: 'ticket status in a list' });
    case 'answered':
      return t({ message: 'answered', context: 'ticket status in a list' });
    case 'closed':
      return t({ message: 'closed', context: 'ticket status in a list' });
    default:
      return status;
  }
}
