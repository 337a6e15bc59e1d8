import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * A card of a screen with its title as a heading in the card's header. The content sits in the
 * card's body, or against its edges when `flush` (a table).
 */
export function TitledCard({
  title,
  flush = false,
  children,
}: {
  title: ReactNode;
  flush?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      {flush ? children : <Card.Body>{children}</Card.Body>}
    </Card>
  );
}
