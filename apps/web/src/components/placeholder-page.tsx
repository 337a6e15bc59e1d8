import { useTranslation } from 'react-i18next';
import type { en } from '../i18n/en/index.ts';
import { PageHeader } from './page-header.tsx';

export type PageKey = keyof typeof en.pages;

/** A screen whose feature arrives with its API: its title and what it is for, nothing invented. */
export function PlaceholderPage({ page, values }: { page: PageKey; values?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`, values)} />
    </section>
  );
}
