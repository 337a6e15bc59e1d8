import { toNestErrors } from '@hookform/resolvers';
import { LOAD_BOARD_URLS_MAX, MESSAGES, REGISTRABLE_USER_TYPES, registerBody } from '@loadboard/contracts';
import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import { type FieldError, type FieldErrors, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldsOf } from '../../components/form/fields.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormSection } from '../../components/form/form-section.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { type RegisterValues, useRegister } from './api.ts';
import { AuthSubmitButton } from './auth-form-parts.tsx';

/** The form's own shape: load board URLs are rows (so they can be added and removed). */
export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  email: string;
  companyName: string;
  userType: string;
  dotNumber: string;
  contactName: string;
  phone: string;
  website: string;
  loadBoardUrls: { url: string }[];
}

const EMPTY_VALUES: RegisterFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  password: '',
  email: '',
  companyName: '',
  userType: '',
  dotNumber: '',
  contactName: '',
  phone: '',
  website: '',
  loadBoardUrls: [],
};

/**
 * Validates with the contract's registerBody, so the form and the server agree. Blank URL rows are
 * left out; a message about a URL goes to the row it came from.
 */
export const registerResolver: Resolver<RegisterFormValues, unknown, RegisterValues> = async (
  values,
  _context,
  options,
) => {
  const rows: number[] = [];
  const urls: string[] = [];
  values.loadBoardUrls.forEach((row, index) => {
    if (row.url.trim() !== '') {
      rows.push(index);
      urls.push(row.url);
    }
  });
  const result = registerBody.safeParse({ ...values, loadBoardUrls: urls });
  if (result.success) return { values: result.data, errors: {} };

  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    const name =
      field === 'loadBoardUrls' && typeof index === 'number'
        ? `loadBoardUrls.${rows[index] ?? index}.url`
        : String(field ?? 'root');
    flat[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
};

/**
 * The form's path of a server field: the server numbers only the URLs sent (blank rows are left
 * out), the form numbers its rows.
 */
export function registerFieldOf(values: RegisterFormValues, serverPath: string): string | null {
  const url = /^loadBoardUrls\.(\d+)$/.exec(serverPath);
  if (!url) return serverPath;
  const rows = values.loadBoardUrls.flatMap((row, index) => (row.url.trim() === '' ? [] : [index]));
  const row = rows[Number(url[1])];
  return row === undefined ? null : `loadBoardUrls.${row}.url`;
}

const { Field, ChoiceField } = fieldsOf<RegisterFormValues>();

type TextName = Exclude<keyof RegisterFormValues, 'userType' | 'loadBoardUrls'>;

/** A text field of the form: its label is `auth.register.<name>`, its hint `auth.register.<name>Hint`. */
type TextFieldSpec = { name: TextName; hint?: boolean } & Omit<
  ComponentProps<typeof Field>,
  'name' | 'label' | 'hint' | 'col'
>;

const ACCOUNT_FIELDS: TextFieldSpec[] = [
  { name: 'firstName', autoComplete: 'given-name', autoFocus: true },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'username', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password', hint: true },
];

/** The company section's fields after the company name and the user type. */
const COMPANY_FIELDS: TextFieldSpec[] = [
  { name: 'contactName', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '123-456-7890' },
  { name: 'dotNumber', optional: true, inputMode: 'numeric', maxLength: 7, hint: true },
  {
    name: 'website',
    optional: true,
    type: 'url',
    inputMode: 'url',
    autoComplete: 'url',
    placeholder: 'https://',
  },
];

const HALF = { sm: 6 };

function TextFields({ fields }: { fields: TextFieldSpec[] }) {
  const { t } = useTranslation();
  return fields.map(({ name, hint, ...input }) => (
    <Field
      key={name}
      name={name}
      col={HALF}
      label={t(`auth.register.${name}`)}
      hint={hint ? t(`auth.register.${name as 'password' | 'dotNumber'}Hint`) : undefined}
      {...input}
    />
  ));
}

export function RegisterForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useForm<RegisterFormValues, unknown, RegisterValues>({
    resolver: registerResolver,
    defaultValues: EMPTY_VALUES,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const urlRows = useFieldArray({ control, name: 'loadBoardUrls' });

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (stored) => {
        notifySuccess(MESSAGES.registerSuccess);
        // The server signs the new user in; without a usable answer they log in themselves.
        void navigate(stored ? '/dashboard' : '/login');
      },
      onError: (error) => {
        notifyError(error, MESSAGES.registerFailed);
        const sent = form.getValues();
        applyServerErrors(form, error, { fieldOf: (path) => registerFieldOf(sent, path) });
      },
    }),
  );

  return (
    <Form form={form} idPrefix="register" onSubmit={onSubmit}>
      <FormSection title={t('auth.register.accountSection')}>
        <TextFields fields={ACCOUNT_FIELDS} />
      </FormSection>

      <FormSection title={t('auth.register.companySection')}>
        <Field
          name="companyName"
          col={HALF}
          label={t('auth.register.companyName')}
          autoComplete="organization"
        />
        <ChoiceField name="userType" col={HALF} label={t('auth.register.userType')}>
          <option value="">{t('auth.register.selectUserType')}</option>
          {REGISTRABLE_USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`userTypes.${type}`)}
            </option>
          ))}
        </ChoiceField>
        <TextFields fields={COMPANY_FIELDS} />
      </FormSection>

      <fieldset className="form-section">
        <legend className="form-section-title">
          {t('auth.register.loadBoardUrls')}
          <span className="text-body-secondary fw-normal small"> ({t('common.optional')})</span>
        </legend>
        <p className="form-text mt-0 mb-3">{t('auth.register.loadBoardUrlsHint')}</p>
        {urlRows.fields.map((row, index) => {
          const inputId = `register-load-board-${row.id}`;
          const sent = errors.loadBoardUrls?.[index]?.url?.message;
          const error = sent ? text(sent) : undefined;
          return (
            <div key={row.id} className="mb-2">
              <label htmlFor={inputId} className="visually-hidden">
                {t('auth.register.loadBoardUrl', { number: index + 1 })}
              </label>
              <div className="input-group has-validation">
                <input
                  id={inputId}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  className={`form-control${error ? ' is-invalid' : ''}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  {...register(`loadBoardUrls.${index}.url`)}
                />
                <Button
                  variant="outline-secondary"
                  onClick={() => urlRows.remove(index)}
                  aria-label={t('auth.register.removeUrl', { number: index + 1 })}
                  title={t('auth.register.removeUrl', { number: index + 1 })}
                >
                  <TrashIcon size={16} />
                </Button>
                {error ? (
                  <div id={`${inputId}-error`} className="invalid-feedback">
                    {error}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
        <Button
          variant="outline-primary"
          size="sm"
          className="d-inline-flex align-items-center gap-1"
          onClick={() => urlRows.append({ url: '' })}
          disabled={urlRows.fields.length >= LOAD_BOARD_URLS_MAX}
        >
          <PlusIcon size={16} />
          {t('auth.register.addUrl')}
        </Button>
      </fieldset>

      <AuthSubmitButton screen="register" pending={registration.isPending} className="w-100 mt-2" />
    </Form>
  );
}
