import { type FieldPathByValue, type FieldValues, get, useFormContext, useFormState } from 'react-hook-form';
import { useFieldId } from '../../components/form/form.tsx';
import { useMessageText } from '../../lib/message-text.ts';

/**
 * An on/off setting bound to the form (the form kit's fields hold text): a Bootstrap switch with
 * its label, a hint, and the server's message when it refused the value.
 */
export function SwitchField<T extends FieldValues>({
  name,
  label,
  hint,
}: {
  name: FieldPathByValue<T, boolean>;
  label: string;
  hint: string;
}) {
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const text = useMessageText();
  const id = useFieldId(name);
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof message === 'string' && message !== '' ? text(message) : undefined;
  return (
    <div className="form-check form-switch settings-switch">
      <input
        {...register(name)}
        id={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <label className="form-check-label fw-medium" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-hint`} className="form-text mt-0">
        {hint}
      </div>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}
