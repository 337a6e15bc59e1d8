import '../../i18n/index.ts';
import { GEO_MESSAGES, MESSAGES } from '@loadboard/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Resolver, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { LiveRegions } from '../live-regions.tsx';
import { fieldsOf } from './fields.tsx';
import { Form } from './form.tsx';
import { FormSection } from './form-section.tsx';
import { TextField } from './plain-fields.tsx';

interface Values {
  email: string;
  zip: string;
  notes: string;
  kind: string;
  driver: { name: string };
}

const { Field, ChoiceField, TextAreaField } = fieldsOf<Values>();
const EMPTY: Values = { email: '', zip: '', notes: '', kind: '', driver: { name: '' } };

/** A form of every field kind; `onForm` hands the form state to the test. */
function Sample({
  idPrefix,
  onForm,
  fallbackError,
}: {
  idPrefix?: string;
  onForm?: (form: ReturnType<typeof useForm<Values>>) => void;
  fallbackError?: string;
}) {
  const form = useForm<Values>({ defaultValues: EMPTY });
  onForm?.(form);
  return (
    <Form form={form} idPrefix={idPrefix} onSubmit={form.handleSubmit(() => undefined)} aria-label="Sample">
      <FormSection title="Account">
        <Field name="email" col={{ sm: 6 }} label="Email" hint="We never share it" />
        <Field
          name="zip"
          label="ZIP"
          optional
          normalize={(value) => value.replace(/\D/g, '')}
          fallbackError={fallbackError}
        />
        <Field name="driver.name" label="Driver name" />
        <ChoiceField name="kind" label="Kind">
          <option value="">Pick one</option>
          <option value="a">A</option>
        </ChoiceField>
        <TextAreaField name="notes" label="Notes" />
      </FormSection>
    </Form>
  );
}

/** A section whose fields take its column unless they name one; `readOnly` makes the form so. */
function ColumnsSample({ readOnly }: { readOnly?: boolean }) {
  const form = useForm<Values>({ defaultValues: EMPTY });
  return (
    <Form form={form} readOnly={readOnly} onSubmit={form.handleSubmit(() => undefined)}>
      <FormSection title="Account" col={{ md: 6 }}>
        <Field name="email" label="Email" />
        <Field name="zip" col={{ xs: 12 }} label="ZIP" optional />
        <TextField id="username" label="Username" value="ada" readOnly />
      </FormSection>
    </Form>
  );
}

/** Email and driver name are required; the ZIP, when given, takes five digits. */
const required: Resolver<Values> = async (values) => {
  const errors: Record<string, unknown> = {};
  if (!values.email) errors.email = { type: 'required', message: 'Email is required' };
  if (!values.driver.name) errors.driver = { name: { type: 'required', message: 'Driver name is required' } };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** A form of the kit with rules, beside the page's live regions; `onForm` hands its state over. */
function Checked({ onForm }: { onForm?: (form: ReturnType<typeof useForm<Values>>) => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY, resolver: required });
  onForm?.(form);
  return (
    <>
      <Form form={form} onSubmit={form.handleSubmit(() => undefined)} aria-label="Checked">
        <Field name="email" label="Email" hint="We never share it" />
        <Field name="zip" label="ZIP" optional />
        <Field name="driver.name" label="Driver name" />
        <button type="submit">Save</button>
      </Form>
      <LiveRegions />
    </>
  );
}

/** What the assertive live region says, line by line. */
const assertive = () =>
  [...document.querySelectorAll('[aria-live="assertive"] p')].map((line) => line.textContent);

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the form kit', () => {
  it('ties each label to its control; ids are the prefix and the path', () => {
    render(<Sample idPrefix="post" />);
    expect(screen.getByRole('form', { name: 'Sample' }).hasAttribute('novalidate')).toBe(true);
    expect(screen.getByLabelText('Email').id).toBe('post-email');
    expect(screen.getByLabelText('Driver name').id).toBe('post-driver-name');
    expect(screen.getByLabelText('Kind').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByText('ZIP').textContent).toBe('ZIP (optional)');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('post-email-hint');
  });

  it('without a prefix a field is known by its path', () => {
    render(<Sample />);
    expect(screen.getByLabelText('Driver name').id).toBe('driver-name');
  });

  it('a FormSection is a fieldset titled by its legend, its fields on one grid row', () => {
    render(<Sample />);
    const section = screen.getByRole('group', { name: 'Account' });
    expect(section.tagName).toBe('FIELDSET');
    expect(section.querySelector(':scope > .row.g-3 > .col-sm-6 #email')).not.toBeNull();
  });

  it('a field naming no column takes its section’s, with no margin of its own', () => {
    render(<ColumnsSample />);
    const row = screen.getByRole('group', { name: 'Account' }).querySelector(':scope > .row');
    expect(row?.querySelector(':scope > .col-md-6 > div > #email')?.parentElement?.className).toBe('');
    expect(row?.querySelector(':scope > .col-12 #zip')).not.toBeNull();
    expect(row?.querySelector(':scope > .col-md-6 #username')).not.toBeNull();
  });

  it('a read-only form’s inputs take no edits and mark nothing optional', () => {
    render(<ColumnsSample readOnly />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('ZIP').textContent).toBe('ZIP');
  });

  it('shows the form’s message under its field, nested paths included, and marks the control', async () => {
    let form: ReturnType<typeof useForm<Values>> | undefined;
    render(<Sample idPrefix="t" onForm={(f) => (form = f)} />);
    act(() => form?.setError('driver.name', { type: 'server', message: 'Driver name is required' }));
    const input = await screen.findByLabelText('Driver name');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.className).toContain('is-invalid');
    expect(input.getAttribute('aria-describedby')).toBe('t-driver-name-error');
    expect(document.getElementById('t-driver-name-error')?.textContent).toBe('Driver name is required');
  });

  it('a contract sentence is shown in the user’s language, with what the server added to it', async () => {
    await i18n.changeLanguage('fr');
    let form: ReturnType<typeof useForm<Values>> | undefined;
    render(<Sample onForm={(f) => (form = f)} />);
    act(() => {
      form?.setError('email', { type: 'server', message: MESSAGES.emailTaken });
      form?.setError('zip', { type: 'server', message: `${GEO_MESSAGES.invalidZip}: 00000` });
    });
    expect(await screen.findByText('Un compte existe déjà avec cet e-mail')).toBeTruthy();
    expect(screen.getByText('Code postal invalide : 00000')).toBeTruthy();
  });

  it('a fallback message shows while the form holds none for the field', () => {
    render(<Sample fallbackError={GEO_MESSAGES.invalidZip} />);
    expect(screen.getByLabelText(/^ZIP/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid ZIP code')).toBeTruthy();
  });

  it('normalize rewrites what is typed before the form keeps it', () => {
    let form: ReturnType<typeof useForm<Values>> | undefined;
    render(<Sample onForm={(f) => (form = f)} />);
    const zip = screen.getByLabelText(/^ZIP/) as HTMLInputElement;
    fireEvent.change(zip, { target: { value: '6a06b01' } });
    expect(zip.value).toBe('60601');
    expect(form?.getValues('zip')).toBe('60601');
  });

  it('ties a field’s message and hint to it, the message first', async () => {
    render(<Checked />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Email is required',
      'We never share it',
    ]);
  });

  it('a refused submit puts the focus on the first field with a message and says it', async () => {
    render(<Checked />);
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assertive()).toEqual(['2 fields need correcting, the first: Email']));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    // Each refusal is said again; correcting a field as it is typed says nothing.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assertive()).toHaveLength(2));
    expect(assertive()[1]).toBe('One field needs correcting: Driver name');
    expect(document.activeElement).toBe(screen.getByLabelText('Driver name'));
  });

  it('the server’s messages placed after a send are said the same way', async () => {
    let form: ReturnType<typeof useForm<Values>> | undefined;
    render(<Checked onForm={(f) => (form = f)} />);
    screen.getByRole('button', { name: 'Save' }).focus();
    act(() => form?.setError('zip', { type: 'server', message: GEO_MESSAGES.invalidZip }));
    await waitFor(() => expect(assertive()).toEqual(['One field needs correcting: ZIP (optional)']));
    expect(document.activeElement).toBe(screen.getByLabelText(/^ZIP/));
  });

  it('in French too', async () => {
    await i18n.changeLanguage('fr');
    render(<Checked />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assertive()).toEqual(['2 champs sont à corriger, le premier : Email']));
  });
});
