import { useEffect, useState } from 'react';

type Theme = 'system' | 'light' | 'dark';
const NEXT: Record<Theme, Theme> = { system: 'light', light: 'dark', dark: 'system' };

function apply(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** System by default; the toggle cycles system -> light -> dark and remembers the choice. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem('cc.theme') as Theme | null) ?? 'system');
  useEffect(() => {
    apply(theme);
    if (theme === 'system') localStorage.removeItem('cc.theme');
    else localStorage.setItem('cc.theme', theme);
    if (theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);
  return (
    <button
      type="button"
      className="rounded-md border border-border px-2 py-1 text-sm hover:bg-surface-2"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={`Theme: ${theme}. Switch to ${NEXT[theme]}`}
    >
      {theme === 'dark' ? '☾' : theme === 'light' ? '☀' : '◐'} <span className="hidden lg:inline">{theme}</span>
    </button>
  );
}
