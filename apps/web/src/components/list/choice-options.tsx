/** A filter's choices: all (the empty value) first, then each value by its name. */
export function ChoiceOptions<Value extends string>({
  all,
  values,
  nameOf,
}: {
  all: string;
  values: readonly Value[];
  nameOf: (value: Value) => string;
}) {
  return (
    <>
      <option value="">{all}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {nameOf(value)}
        </option>
      ))}
    </>
  );
}
