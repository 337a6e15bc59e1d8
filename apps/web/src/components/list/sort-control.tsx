import './list.css';
import { useId } from 'react';

interface SortControlProps<Sort extends string> {
  /** What the select is called: 'Sort by'. */
  label: string;
  value: Sort;
  /** Each order with its name, in the order offered. */
  options: readonly { value: Sort; label: string }[];
  onChange: (next: Sort) => void;
}

/**
 * A list's order: one labelled select, applied as it changes (the list's address keeps it, like its
 * filters). Sits above the list, at the end of its line.
 */
export function SortControl<Sort extends string>({
  label,
  value,
  options,
  onChange,
}: SortControlProps<Sort>) {
  const id = useId();
  return (
    <div className="list-sort">
      <label htmlFor={id} className="list-sort-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm list-sort-select"
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
