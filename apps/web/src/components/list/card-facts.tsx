import type { ReactNode } from 'react';
import { Fact } from '../fact.tsx';

/** The label–value pairs of a list's card (its phone-width layout). */
export function CardFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="data-card-facts">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}
