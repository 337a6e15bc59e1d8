import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { SpacedByGrid } from '../form/form-section.tsx';

interface FilterBarProps {
  /** What the filters search, for assistive technology. */
  label: string;
  className: string;
  /** Without it the form never submits (filters that apply as they change). */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * The card of filters above a list: one search landmark, submitted with Enter or its button. Its
 * grid spaces the fields, so they take no margin of their own.
 */
export function FilterBar({ label, className, onSubmit, children }: FilterBarProps) {
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some supported browsers */}
        <form
          role="search"
          aria-label={label}
          className={className}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.(event);
          }}
        >
          <SpacedByGrid.Provider value={true}>{children}</SpacedByGrid.Provider>
        </form>
      </Card.Body>
    </Card>
  );
}

interface FilterButtonsProps {
  className: string;
  applyLabel: string;
  clearLabel: string;
  /** Nothing to clear: no filter applied or typed. */
  clearDisabled: boolean;
  onClear: () => void;
}

/** The buttons ending a filter bar: one submits it, the other clears every filter. */
export function FilterButtons({
  className,
  applyLabel,
  clearLabel,
  clearDisabled,
  onClear,
}: FilterButtonsProps) {
  return (
    <div className={className}>
      <Button type="submit" variant="primary">
        {applyLabel}
      </Button>
      <Button type="button" variant="outline-secondary" disabled={clearDisabled} onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
