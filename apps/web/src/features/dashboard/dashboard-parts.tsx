import {
  Children,
  type ComponentType,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useId,
} from 'react';
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
  /** The figure is on its way: a placeholder instead of the dash. */
  loading?: boolean;
}

/** One figure of a dashboard; a group named by its label, so it reads "Active Loads 12". */
function StatCard({ label, value, icon: Icon, tone, loading = false }: StatCardProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Card className="stat-card h-100 border-0 shadow-sm" role="group" aria-labelledby={labelId}>
      <Card.Body className="stat-card-body">
        <span className={`stat-card-icon bg-${tone}-subtle text-${tone}-emphasis`}>
          <Icon size={22} />
        </span>
        <div className="stat-card-text">
          <div id={labelId} className="stat-card-label text-body-secondary">
            {label}
          </div>
          <div className="stat-card-value" aria-busy={loading}>
            {loading && value === null ? (
              <span className="placeholder-glow" aria-hidden="true">
                <span className="placeholder rounded stat-card-placeholder" />
              </span>
            ) : (
              (value ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{t('common.notAvailable')}</span>
                </>
              ))
            )}
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

/** A dashboard's row of cards; they share one loading state. */
export function StatGrid({ cards, loading }: { cards: Omit<StatCardProps, 'loading'>[]; loading: boolean }) {
  return (
    <div className="stat-grid mb-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={loading} />
      ))}
    </div>
  );
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
  /** The rows; none (an empty array or nothing) shows the empty state. */
  children?: ReactNode;
  /** The rows are on their way. */
  loading?: boolean;
  /** Columns aligned to the end (amounts), by index. */
  endColumns?: number[];
}

type CellProps = { children?: ReactNode; 'data-label'?: string };

/**
 * Gives every cell of every row its column's name (data-label): where the table is narrow, each row
 * stacks into a small card that prints the names beside the values (dashboard.css).
 */
function labelCells(rows: ReactNode, columns: string[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<CellProps>(row)) return row;
    let index = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement<CellProps>(cell)) return cell;
      const label = columns[index];
      index += 1;
      return cloneElement(cell as ReactElement<CellProps>, { 'data-label': label });
    });
    return cloneElement(row, {}, cells);
  });
}

export function DashboardTable({
  title,
  columns,
  emptyText,
  action,
  children,
  loading = false,
  endColumns = [],
}: DashboardTableProps) {
  const { t } = useTranslation();
  const hasRows = Array.isArray(children) ? children.length > 0 : Boolean(children);
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
      <Table responsive hover={hasRows} className="mb-0 align-middle dashboard-table-grid">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`text-body-secondary small fw-semibold text-nowrap ${endColumns.includes(index) ? 'text-end' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows ? (
            labelCells(children, columns)
          ) : loading ? (
            <tr>
              <td colSpan={columns.length} className="dashboard-table-empty" role="status">
                {t('common.loading')}
              </td>
            </tr>
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
