/** A select's options: one per value, shown as `label` names it. */
export function Options<V extends string>({
  values,
  label,
}: {
  values: readonly V[];
  label: (value: V) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
