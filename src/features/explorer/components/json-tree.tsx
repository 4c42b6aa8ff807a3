/**
 * An answer's body as a tree that opens and closes: objects and arrays are native
 * <details>/<summary> (keyboard and screen readers know them), the first two levels open. A node
 * shows its first 200 entries and says how many more there are. While presenting, addresses,
 * e-mails, amounts and secrets in its strings are masked (lib/presentation/presentation.ts), as on
 * every page; a field named as a secret (`secret`, `token`, `password`…) is masked whole.
 */
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { maskField, maskText } from '@/lib/presentation/presentation';
import { fieldMask } from '../field-masks';

const LIMIT = 200;

/**
 * A value as shown: masked while presenting by its field's name (a secret's, whole), by what the
 * field is (field-masks.ts), else by its text.
 */
const shownValue = (
  name: string | undefined,
  value: string | number,
  record?: Record<string, unknown>,
) => maskField(name, String(value), fieldMask(name, value, record) ?? 'text');

function Scalar({
  name,
  value,
  record,
}: {
  name: string | undefined;
  value: unknown;
  record: Record<string, unknown> | undefined;
}) {
  if (typeof value === 'string')
    return <span className="wrap-anywhere text-success">“{shownValue(name, value, record)}”</span>;
  if (typeof value === 'number')
    return <span className="text-info">{shownValue(name, value, record)}</span>;
  return <span className="text-warning">{String(value)}</span>;
}

/** A closed object's name, id or status beside it, so a list of them can be told apart. */
function Preview({ value }: { value: object }) {
  if (Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const shown = ['name', 'id', 'status']
    .filter((key) => typeof record[key] === 'string' || typeof record[key] === 'number')
    .slice(0, 2);
  if (shown.length === 0) return null;
  return (
    <span className="ms-2 text-muted">
      {maskText(
        shown
          .map((key) => `${key}: ${shownValue(key, record[key] as string | number, record)}`)
          .join(' · '),
      )}
    </span>
  );
}

function Node({
  name,
  field = name,
  value,
  depth,
  record,
}: {
  name: string | undefined;
  /** The name its value is masked by: an array's items go by the array's (`tokens: ["…"]`). */
  field?: string | undefined;
  value: unknown;
  depth: number;
  record?: Record<string, unknown> | undefined;
}) {
  const { t } = useLingui();
  const label = name !== undefined ? <span className="text-muted">{name}: </span> : null;
  if (value === null || typeof value !== 'object') {
    return (
      <li className="py-px">
        {label}
        <Scalar name={field} value={value} record={record} />
      </li>
    );
  }
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const shape = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  const more = formatNumber(entries.length - LIMIT);
  if (entries.length === 0) {
    return (
      <li className="py-px">
        {label}
        <span className="text-muted">{Array.isArray(value) ? '[]' : '{}'}</span>
      </li>
    );
  }
  return (
    <li className="py-px">
      <details open={depth < 2}>
        <summary className="cursor-pointer rounded-sm hover:bg-surface-2">
          {label}
          <span className="text-muted">{shape}</span>
          <Preview value={value} />
        </summary>
        <ul className="ms-2 border-s border-border ps-3">
          {entries.slice(0, LIMIT).map(([key, inner]) => (
            <Node
              key={key}
              name={key}
              field={Array.isArray(value) ? field : key}
              value={inner}
              depth={depth + 1}
              record={Array.isArray(value) ? undefined : (value as Record<string, unknown>)}
            />
          ))}
          {entries.length > LIMIT ? (
            <li className="py-px text-muted">{t`…and ${more} more`}</li>
          ) : null}
        </ul>
      </details>
    </li>
  );
}

export function JsonTree({
  value,
  label,
  className,
}: {
  value: unknown;
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('overflow-x-auto font-mono text-xs leading-5', className)}>
      <Node name={undefined} value={value} depth={0} />
    </ul>
  );
}
