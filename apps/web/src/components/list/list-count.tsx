import { formatNumber } from '../../lib/format.ts';

interface ListCountProps {
  /** Undefined until the first page comes: the line keeps its place, so the list does not jump. */
  total: number | undefined;
  /** The sentence with the formatted count in it. */
  text: (count: string) => string;
  className?: string;
}

/** How many rows the filters found, announced as it changes. */
export function ListCount({ total, text, className = 'mb-2' }: ListCountProps) {
  return (
    <p className={className} aria-live="polite">
      {total === undefined ? '\u00a0' : text(formatNumber(total))}
    </p>
  );
}
