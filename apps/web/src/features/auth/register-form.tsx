import { toNestErrors } from '@hookform/resolvers';
import { LOAD_BOARD_URLS_MAX, MESSAGES, REGISTRABLE_USER_TYPES, registerBody } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { type FieldError, type FieldErrors, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { type RegisterValues, useRegister } from './api.ts';

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

type FieldName = Exclude<keyof RegisterFormValues, 'loadBoardUrls'>;


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

/** The field a server sentence is about, so it also shows under that field. */
const EXACT_SERVER_MESSAGES: Record<string, FieldName> = {
  [MESSAGES.emailTaken]: 'email',
  [MESSAGES.usernameTaken]: 'username',
};
const SERVER_MESSAGE_PREFIXES: [string, FieldName][] = [
  ['First name', 'firstName'],
  ['Last name', 'lastName'],
  ['Username', 'username'],
  ['Password', 'password'],
  ['Company name', 'companyName'],
  ['User type', 'userType'],
  ['DOT number', 'dotNumber'],
  ['Contact name', 'contactName'],
  ['Phone', 'phone'],
  ['Email', 'email'],
  ['Website', 'website'],
];

export function fieldForServerMessage(message: string): FieldName | null {
  const exact = EXACT_SERVER_MESSAGES[message];
  if (exact) return exact;
  const lower = message.toLowerCase();
  for (const [prefix, field] of SERVER_MESSAGE_PREFIXES) {
    if (lower.startsWith(prefix.toLowerCase())) return field;
  }
  return null;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterValues>({
    resolver: registerResolver,
    defaultValues: EMPTY_VALUES,
  });
  const urlRows = useFieldArray({ control, name: 'loadBoardUrls' });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (stored) => {
        notifySuccess(MESSAGES.registerSuccess);
        // The server signs the new user in; without a usable answer they log in themselves.
        void navigate(stored ? '/dashboard' : '/login');
      },
      onError: (error) => {
        notifyError(error, MESSAGES.registerFailed);
        if (!(error instanceof ApiError)) return;
        const sentences = error.errors?.length
          ? error.errors
          : error.serverMessage
            ? [error.serverMessage]
            : [];
        let focus = true;
        for (const sentence of sentences) {
          const field = fieldForServerMessage(sentence);
          if (!field) continue;
          setError(field, { type: 'server', message: sentence }, { shouldFocus: focus });
          focus = false;
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('auth.register.accountSection')}</legend>
        <Row className="g-3">
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.firstName')}
              autoComplete="given-name"
              autoFocus
              error={errors.firstName?.message}
              {...register('firstName')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.lastName')}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.username?.message}
              {...register('username')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              {...register('email')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.password')}
              type="password"
              autoComplete="new-password"
              hint={t('auth.register.passwordHint')}
              error={errors.password?.message}
              {...register('password')}
            />
          </Col>
        </Row>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section-title">{t('auth.register.companySection')}</legend>
        <Row className="g-3">
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.companyName')}
              autoComplete="organization"
              error={errors.companyName?.message}
              {...register('companyName')}
            />
          </Col>
          <Col sm={6}>
            <SelectField
              wrapperClassName=""
              label={t('auth.register.userType')}
              error={errors.userType?.message}
              {...register('userType')}
            >
              <option value="">{t('auth.register.selectUserType')}</option>
              {REGISTRABLE_USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`userTypes.${type}`)}
                </option>
              ))}
            </SelectField>
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.contactName')}
              autoComplete="name"
              error={errors.contactName?.message}
              {...register('contactName')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="123-456-7890"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.dotNumber')}
              optional
              inputMode="numeric"
              maxLength={7}
              hint={t('auth.register.dotNumberHint')}
              error={errors.dotNumber?.message}
              {...register('dotNumber')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              wrapperClassName=""
              label={t('auth.register.website')}
              optional
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              error={errors.website?.message}
              {...register('website')}
            />
          </Col>
        </Row>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section-title">
          {t('auth.register.loadBoardUrls')}
          <span className="text-body-secondary fw-normal small"> ({t('common.optional')})</span>
        </legend>
        <p className="form-text mt-0 mb-3">{t('auth.register.loadBoardUrlsHint')}</p>
        {urlRows.fields.map((row, index) => {
          const inputId = `register-load-board-${row.id}`;
          const error = errors.loadBoardUrls?.[index]?.url?.message;
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

      <SubmitButton
        pending={registration.isPending}
        pendingLabel={t('auth.register.submitting')}
        className="w-100 mt-2"
        size="lg"
      >
        {t('auth.register.submit')}
      </SubmitButton>
    </form>
  );
}
