import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@/components/ui/dialog';
import { shortcutList } from '../shortcut-list';

export function ShortcutsHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Keyboard shortcuts`}
      description={t`One-key shortcuts are ignored while you type in a field.`}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Keyboard shortcuts`}</caption>
        <thead>
          <tr className="text-start text-muted">
            <th scope="col" className="py-1 pe-4 font-medium">
              {t`Keys`}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t`Action`}
            </th>
          </tr>
        </thead>
        <tbody>
          {shortcutList().map((shortcut) => (
            <tr key={shortcut.description} className="border-t border-border">
              <td className="py-1.5 pe-4 whitespace-nowrap">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? (
                      <span className="px-1 text-muted">
                        {t({ message: 'then', context: 'keys pressed one after another' })}
                      </span>
                    ) : null}
                    <kbd className="rounded border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-xs">
                      {key}
                    </kbd>
                  </span>
                ))}
              </td>
              <td className="py-1.5">{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
