import type { ReactNode } from 'react';

/** The label–value pairs of a list's card (its phone-width layout). */
export function CardFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="data-card-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
