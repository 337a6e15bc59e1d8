import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { SpacedByGrid } from '../form/form-section.tsx';
import { useRefusalFocus } from '../form/refusal.ts';
import { DownloadCsvButton, type ListExport } from './download-csv-button.tsx';
import './list.css';

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
 * grid spaces the fields, so they take no margin of their own. A submit while a filter is marked
 * invalid (it is not applied) is told as a form's refusal.
 */
export function FilterBar({ label, className, onSubmit, children }: FilterBarProps) {
  const element = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  useRefusalFocus(element, submits);
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some supported browsers */}
        <form
          ref={element}
          role="search"
          aria-label={label}
          className={className}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.(event);
            setSubmits((count) => count + 1);
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
  /** The list's CSV export, offered beside them. */
  exportFile?: ListExport;
}

/**
 * The buttons ending a filter bar: one submits it, one clears every filter, and Download CSV saves
 * every row the applied filters select. On a phone they wrap rather than overflow.
 */
export function FilterButtons({
  className,
  applyLabel,
  clearLabel,
  clearDisabled,
  onClear,
  exportFile,
}: FilterButtonsProps) {
  return (
    <div className={`${className} filter-buttons`}>
      <Button type="submit" variant="primary">
        {applyLabel}
      </Button>
      <Button type="button" variant="outline-secondary" disabled={clearDisabled} onClick={onClear}>
        {clearLabel}
      </Button>
      {exportFile ? <DownloadCsvButton {...exportFile} /> : null}
    </div>
  );
}
