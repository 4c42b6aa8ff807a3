import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@/components/ui/dialog';
import { PaletteSearch } from './palette-search-box';

/**
 * The command palette (Ctrl-K / Cmd-K). Its body mounts only while open, so the collections are
 * asked for when the palette first opens, not when the app loads.
 */
export function CommandPalette({
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
      title={t`Search`}
      description={t`Instances, volumes, reserved IPs, VPCs and keys by name, ID or IP; pages and actions by name.`}
      className="w-[min(640px,calc(100vw-2rem))]"
    >
      <PaletteSearch onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
