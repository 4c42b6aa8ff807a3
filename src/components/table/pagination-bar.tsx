/**
 * Pager of the server-paginated table: "Showing 26–50 of 1,734", rows per page (10/25/50/100),
 * first / previous / next / last. Offsets are computed from the URL's limit and offset, so quick
 * clicks while a page loads move from the requested page, not the one still on screen.
 */
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useKeepFocus } from '@/lib/hooks/use-keep-focus';
import { PAGE_SIZES } from '@/lib/url-search/search';

export interface PaginationBarProps {
  limit: number;
  offset: number;
  /** Undefined until the first page has answered. */
  total: number | undefined;
  /** Rows on the page now shown (may be the previous page while the next one loads). */
  shown: { offset: number; count: number } | undefined;
  onPageChange: (offset: number) => void;
  onLimitChange: (limit: number) => void;
  label: string;
  /**
   * The sizes offered: ours (10, 25, 50, 100) unless the live service's document bounds the page
   * size otherwise (src/lib/url-search/live-bounds.ts); `source` says whose bounds those are.
   */
  pageSizes?: { sizes: readonly number[]; source: 'live' | 'contract' };
}

export function lastPageOffset(total: number, limit: number): number {
  return total <= 0 ? 0 : Math.floor((total - 1) / limit) * limit;
}

export function showingText(shown: PaginationBarProps['shown'], total: number | undefined): string {
  if (total === undefined || !shown) return t`Loading…`;
  if (total === 0) return t`No rows`;
  const all = formatNumber(total);
  if (shown.count === 0) return t`No rows on this page of ${all}`;
  const from = formatNumber(shown.offset + 1);
  const to = formatNumber(shown.offset + shown.count);
  return t`Showing ${from}–${to} of ${all}`;
}

export function PaginationBar({
  limit,
  offset,
  total,
  shown,
  onPageChange,
  onLimitChange,
  label,
  pageSizes,
}: PaginationBarProps) {
  const { t } = useLingui();
  const sizeId = useId();
  const sizes = pageSizes?.sizes ?? PAGE_SIZES;
  // A quiet line by the choice when the live document narrowed it: why 100 is not offered.
  const narrowed = pageSizes?.source === 'live' && sizes.length !== PAGE_SIZES.length;
  const known = total ?? 0;
  const last = lastPageOffset(known, limit);
  const atStart = offset <= 0;
  const noNext = total === undefined || offset + limit >= known;
  const noLast = total === undefined || offset === last;
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(known / limit));
  const pageShown = formatNumber(Math.min(page, pages));
  const pageCount = formatNumber(pages);
  // First and Previous on reaching the first page (Next and Last on the last) are disabled under
  // the focus: it moves to the nearest button still enabled.
  const nav = useRef<HTMLElement>(null);
  useKeepFocus(nav);
  return (
    <nav
      ref={nav}
      aria-label={t`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-border px-3 py-2 text-sm"
    >
      <p className="text-muted tabular-nums" aria-live="polite" data-testid="table-showing">
        {showingText(shown, total)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-muted">
          {t`Rows per page`}
        </label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
          className="rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {narrowed ? (
          <span className="text-xs text-muted" data-testid="page-size-source">
            {t`as the service’s live document allows`}
          </span>
        ) : null}
        <span className="px-1 text-muted tabular-nums">{t`Page ${pageShown} of ${pageCount}`}</span>
        <div className="flex gap-1">
          <Button
            size="sm"
            aria-label={t`First page`}
            disabled={atStart}
            onClick={() => onPageChange(0)}
          >
            <span aria-hidden="true">«</span>
          </Button>
          <Button
            size="sm"
            aria-label={t`Previous page`}
            disabled={atStart}
            onClick={() => onPageChange(Math.max(0, offset - limit))}
          >
            <span aria-hidden="true">‹</span>
            <span className="hidden sm:inline">{t`Previous`}</span>
          </Button>
          <Button
            size="sm"
            aria-label={t`Next page`}
            disabled={noNext}
            onClick={() => onPageChange(offset + limit)}
          >
            <span className="hidden sm:inline">{t`Next`}</span>
            <span aria-hidden="true">›</span>
          </Button>
          <Button
            size="sm"
            aria-label={t`Last page`}
            disabled={noLast}
            onClick={() => onPageChange(last)}
          >
            <span aria-hidden="true">»</span>
          </Button>
        </div>
      </div>
    </nav>
  );
}
