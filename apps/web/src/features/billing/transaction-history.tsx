import type { Transaction } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/titled-card.tsx';
import { useDates } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/format.ts';

/** Transaction History (spec 2): date, amount, status (green when paid, red otherwise), invoice. */
export function TransactionHistory({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <TitledCard title={t('billing.transactions.title')} flush>
      {/* Scrolled sideways on a phone: named for a screen reader, and a keyboard can reach it to scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must take the focus (WCAG 2.1.1) */}
      <section className="table-responsive" tabIndex={0} aria-label={t('billing.transactions.title')}>
        <Table className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">{t('billing.transactions.date')}</th>
              <th scope="col">{t('billing.transactions.amount')}</th>
              <th scope="col">{t('billing.transactions.status')}</th>
              <th scope="col">{t('billing.transactions.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td className="text-nowrap">{dates.long(transaction.createdAt)}</td>
                <td>{formatMoney(transaction.amount)}</td>
                <td>
                  <Badge bg={transaction.status === 'success' ? 'success' : 'danger'}>
                    {t(`billing.transactions.statuses.${transaction.status}`)}
                  </Badge>
                </td>
                <td>
                  {transaction.invoiceUrl ? (
                    <a href={transaction.invoiceUrl} target="_blank" rel="noopener noreferrer">
                      {t('billing.transactions.viewInvoice')}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </TitledCard>
  );
}
