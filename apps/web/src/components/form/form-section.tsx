import { createContext, type ReactNode, useContext } from 'react';
import type { ColProps } from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

/** The grid column a section gives the fields that name none. */
const SectionColumn = createContext<ColProps | undefined>(undefined);

/** Fields on a grid that spaces them itself (a filter bar's) take no margin of their own. */
export const SpacedByGrid = createContext(false);

/** A field's grid column: its own, else its section's; without one the field stacks with a margin. */
export function useFieldColumn(col: ColProps | undefined): ColProps | undefined {
  const section = useContext(SectionColumn);
  return col ?? section;
}

/** Whether a field stands in a grid that spaces it: a column or a filter bar's grid. */
export function useSpacedByGrid(col: ColProps | undefined): boolean {
  return useContext(SpacedByGrid) || col !== undefined;
}

/**
 * A titled group of fields on a grid row; fields take their columns with `col`, or the section's
 * `col` when they name none.
 */
export function FormSection({
  title,
  col,
  children,
}: {
  title: ReactNode;
  col?: ColProps | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{title}</legend>
      <Row className="g-3">
        <SectionColumn.Provider value={col}>{children}</SectionColumn.Provider>
      </Row>
    </fieldset>
  );
}
