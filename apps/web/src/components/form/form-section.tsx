import type { ReactNode } from 'react';
import Row from 'react-bootstrap/Row';

/** A titled group of fields on a grid row (fields take their columns with `col`). */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{title}</legend>
      <Row className="g-3">{children}</Row>
    </fieldset>
  );
}
