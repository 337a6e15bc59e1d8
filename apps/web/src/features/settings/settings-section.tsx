import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** One section of the Settings screen: a card titled by its heading, with what the section is for. */
export function SettingsSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Card as="section" className="border-0 shadow-sm settings-section" aria-labelledby={headingId}>
      <Card.Body>
        <h2 id={headingId} className="h5 mb-1">
          {title}
        </h2>
        <p className="text-body-secondary small mb-3">{hint}</p>
        {children}
      </Card.Body>
    </Card>
  );
}
