import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form } from './form.tsx';

type TitledFormProps<T extends FieldValues, C, O> = Omit<
  ComponentProps<typeof Form<T, C, O>>,
  'aria-labelledby' | 'title'
> & {
  title: ReactNode;
  /** The heading's id, by which it names the form for assistive technology. */
  titleId: string;
  /** The heading's level where the form stands: a panel's h3, a card's h4. */
  titleAs?: 'h3' | 'h4';
  titleClassName?: string;
};

/** A form of the kit that opens with the heading naming it. */
export function TitledForm<T extends FieldValues, C, O>({
  title,
  titleId,
  titleAs: Heading = 'h3',
  titleClassName = 'h6 fw-semibold mb-3',
  children,
  ...form
}: TitledFormProps<T, C, O>) {
  return (
    <Form {...form} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Form>
  );
}
