import { t } from '@lingui/core/macro';

/**
 * An instance's status in words, the one place they are worded: as a list, a detail page, the
 * palette or a picker shows it ("läuft"), and inside a sentence of the instance pages and the
 * backup dialog. A status a newer service sends is shown as the service names it.
 */
export function instanceStatusWord(status: string): string {
  switch (status) {
    case 'provisioning':
      return t({ message: 'provisioning', context: 'instance status' });
    case 'running':
      return t({ message: 'running', context: 'instance status' });
    case 'stopped':
      return t({ message: 'stopped', context: 'instance status' });
    case 'error':
      return t({ message: 'error', context: 'instance status' });
    case 'destroyed':
      return t({ message: 'destroyed', context: 'instance status' });
    default:
      return status;
  }
}

/** The same inside a sentence of the instance pages and the backup dialog ("ist jetzt fehlerhaft", not "Fehler"). */
export function instanceStatusInSentence(status: string): string {
  switch (status) {
    case 'provisioning':
      return t({ message: 'provisioning', context: 'instance status in a sentence' });
    case 'running':
      return t({ message: 'running', context: 'instance status in a sentence' });
    case 'stopped':
      return t({ message: 'stopped', context: 'instance status in a sentence' });
    case 'error':
      return t({ message: 'error', context: 'instance status in a sentence' });
    case 'destroyed':
      return t({ message: 'destroyed', context: 'instance status in a sentence' });
    default:
      return status;
  }
}
