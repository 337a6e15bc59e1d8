import type { CompanyBadge as Badge } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useCompanyBadge } from '../../lib/company-badges.tsx';
import { formatShare, memberYear } from './company-format.ts';
import './company.css';

/**
 * The compact record beside a company's name in lists: member since, deals in 90 days, and the
 * share of requests answered within 24 h ('Since 2021 · 12 deals · 95% answered').
 */
export function CompanyBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const year = memberYear(badge.memberSince);
  const deals = t('companies.badge.deals', { count: badge.dealsLast90Days });
  const answers =
    badge.answerRate === null
      ? t('companies.badge.noAnswers')
      : t('companies.badge.answered', { share: formatShare(badge.answerRate) });
  const parts = [t('companies.badge.since', { year }), deals, answers];
  return (
    <span
      className="company-badge"
      data-testid="company-badge"
      title={t('companies.badge.label', { company: badge.companyName, year, deals, answers })}
    >
      {parts.map((part, index) => (
        <span key={part} className="company-badge-part">
          {part}
          {index < parts.length - 1 ? <span aria-hidden="true"> ·</span> : null}
        </span>
      ))}
    </span>
  );
}

/** A company's badge from the list around it (lib/company-badges.tsx); nothing until it is known. */
export function ListedCompanyBadge({ userId }: { userId: number }) {
  const badge = useCompanyBadge(userId);
  return badge ? <CompanyBadge badge={badge} /> : null;
}
