/** A link to an instance's page, by name when known; "—" when there is none. */
import { Link } from '@tanstack/react-router';
import { UserText } from '@/components/ui/user-text';

export function InstanceLink({
  instanceId,
  name,
}: {
  instanceId: string | null | undefined;
  name?: string | undefined;
}) {
  if (!instanceId) return <span className="text-muted">—</span>;
  return (
    <Link
      to="/instances/$instanceId"
      params={{ instanceId }}
      className="text-accent underline-offset-2 hover:underline"
      title={name ? `${name} (${instanceId})` : instanceId}
    >
      {name ? (
        <UserText>{name}</UserText>
      ) : (
        <span className="font-mono text-xs">{instanceId.slice(0, 8)}…</span>
      )}
    </Link>
  );
}
