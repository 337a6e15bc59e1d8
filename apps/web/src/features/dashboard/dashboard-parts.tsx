import type { ComponentType, ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconProps } from '../../components/icons.tsx';
import { InboxIcon } from '../../components/icons.tsx';

export type Tone = 'primary' | 'success' | 'warning' | 'info' | 'danger' | 'secondary';

interface StatCardProps {
  label: string;
  /** null until the dashboards API answers: shown as a dash. */
  value: ReactNode | null;
  icon: ComponentType<IconProps>;
  tone: Tone;
}

export function StatCard({ label, value, icon: Icon, tone }: StatCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="stat-card h-100 border-0 shadow-sm">
      <Card.Body className="d-flex align-items-center gap-3">
        <span className={`stat-card-icon bg-${tone}-subtle text-${tone}-emphasis`}>
          <Icon size={22} />
        </span>
        <div className="min-w-0">
          <div className="stat-card-label text-body-secondary">{label}</div>
          <div className="stat-card-value">
            {value ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{t('common.notAvailable')}</span>
              </>
            )}
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="stat-grid mb-4">{children}</div>;
}

interface TableAction {
  label: string;
  to: string;
}

interface DashboardTableProps {
  title: string;
  columns: string[];
  emptyText: string;
  action?: TableAction;
  /** Rows arrive with the dashboards API; until then the table shows its empty state. */
  children?: ReactNode;
}

export function DashboardTable({ title, columns, emptyText, action, children }: DashboardTableProps) {
  const hasRows = Boolean(children);
  return (
    <Card className="dashboard-table h-100 border-0 shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2 bg-body border-0 pt-3">
        <h2 className="h6 fw-semibold mb-0">{title}</h2>
        {action ? (
          <Link to={action.to} className="btn btn-sm btn-outline-primary">
            {action.label}
          </Link>
        ) : null}
      </Card.Header>
      <Table responsive hover={hasRows} className="mb-0 align-middle">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="text-body-secondary small fw-semibold text-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows ? (
            children
          ) : (
            <tr>
              <td colSpan={columns.length} className="dashboard-table-empty">
                <InboxIcon size={20} className="me-2" />
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Card>
  );
}
