import type { ReactNode } from 'react';

/** One label–value pair of a description list (`<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
