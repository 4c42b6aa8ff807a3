import { forwardRef, useId, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-accent-fg hover:opacity-90 border border-transparent',
  secondary: 'bg-surface text-fg border border-border hover:bg-surface-2',
  danger: 'bg-danger text-white dark:text-bg border border-transparent hover:opacity-90',
  ghost: 'bg-transparent text-fg border border-transparent hover:bg-surface-2',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md';
  /** Why the button is disabled, shown as its tooltip and to screen readers. */
  disabledReason?: string | undefined;
  /**
   * Also shows the reason as text beside the button, tied to it by aria-describedby (a tooltip alone
   * is invisible on touch and until a hover, and a press of a disabled button does nothing). In a
   * wrapping flex row (`flex flex-wrap justify-end`) it takes a line of its own under the buttons.
   */
  showReason?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    className,
    disabledReason,
    showReason = false,
    disabled,
    type = 'button',
    title,
    ...props
  },
  ref,
) {
  const reason = disabled ? disabledReason : undefined;
  const reasonId = useId();
  const button = (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      title={reason ?? title}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap',
        'disabled:cursor-not-allowed disabled:opacity-55',
        size === 'sm' ? 'px-2.5 py-1 text-sm' : 'px-3.5 py-2 text-sm',
        VARIANTS[variant],
        className,
      )}
      {...props}
      aria-describedby={reason ? reasonId : props['aria-describedby']}
    />
  );
  if (!reason) return button;
  // Screen readers hear why the button is disabled; sighted users see it as the tooltip, and as
  // text when `showReason`. The same element either way, so the button is never remounted.
  return (
    <>
      {button}
      <span
        id={reasonId}
        className={showReason ? 'basis-full text-end text-xs text-muted' : 'sr-only'}
      >
        {reason}
      </span>
    </>
  );
});
