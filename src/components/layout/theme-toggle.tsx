import { useEffect, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

type Theme = 'system' | 'light' | 'dark';
const NEXT: Record<Theme, Theme> = { system: 'light', light: 'dark', dark: 'system' };
const ICON: Record<Theme, string> = { system: '◐', light: '☀', dark: '☾' };

function apply(theme: Theme) {
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

// One choice for the whole page: the top bar's toggle and the phone menu's stay in step.
let current: Theme | null = null;
const listeners = new Set<() => void>();
function getTheme(): Theme {
  return (current ??= (localStorage.getItem('cc.theme') as Theme | null) ?? 'system');
}
function setTheme(theme: Theme) {
  current = theme;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * System by default; the toggle cycles system -> light -> dark and remembers the choice. `bar` is
 * the top bar's icon button (from sm); `menu` is the phone menu's row, where the bar has no room.
 */
export function ThemeToggle({
  variant = 'bar',
  className,
}: {
  variant?: 'bar' | 'menu';
  className?: string;
}) {
  const { t } = useLingui();
  const theme = useSyncExternalStore(subscribe, getTheme);
  const names: Record<Theme, string> = { system: t`system`, light: t`light`, dark: t`dark` };
  const name = names[theme];
  const next = names[NEXT[theme]];
  useEffect(() => {
    apply(theme);
    if (theme === 'system') localStorage.removeItem('cc.theme');
    else localStorage.setItem('cc.theme', theme);
  }, [theme]);
  return (
    <button
      type="button"
      className={cn(
        variant === 'bar'
          ? 'rounded-md border border-border px-2 py-1 text-sm hover:bg-surface-2'
          : 'block w-full rounded-md px-3 py-2 text-start text-fg hover:bg-surface-2',
        className,
      )}
      onClick={() => setTheme(NEXT[theme])}
      aria-label={t`Theme: ${name}. Switch to ${next}`}
    >
      {variant === 'bar' ? (
        <>
          {ICON[theme]} <span className="hidden lg:inline">{name}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true">{ICON[theme]}</span> {t`Theme: ${name}`}
        </>
      )}
    </button>
  );
}
