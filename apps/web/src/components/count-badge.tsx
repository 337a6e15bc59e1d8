import Badge from 'react-bootstrap/Badge';

/** Spec 9: hidden at 0, the number up to 99, '99+' above. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

interface CountBadgeProps {
  count: number;
  /** Read by screen readers after the number, e.g. "unread". */
  label: string;
  className?: string;
}

export function CountBadge({ count, label, className }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <Badge pill bg="danger" className={['count-badge', className].filter(Boolean).join(' ')}>
      {text}
      <span className="visually-hidden"> {label}</span>
    </Badge>
  );
}
