import { DASHBOARD_LIST_SIZE } from '@loadboard/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import {
  type ComponentType,
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconProps } from '../../components/icons.tsx';
import { InboxIcon } from '../../components/icons.tsx';
import type { en } from '../../i18n/en/index.ts';

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

/** The dashboard's answer is on its way: its tables show the loading state. */
const DashboardLoading = createContext(false);

/** A figure of a dashboard's answer: its label, icon, tone, and how it reads out of the answer. */
export type CardSpec<T> = [
  label: ParseKeys,
  icon: ComponentType<IconProps>,
  tone: Tone,
  value: (data: T) => string,
];

/**
 * A dashboard: its row of cards (one loading state; a figure reads '—' only when the answer could
 * not be fetched), then its tables side by side. A new notification (the bell's count changing) or
 * a request decision refetches the answer, so the cards move without a reload.
 */
export function DashboardLayout<T>({
  query,
  cards,
  children,
}: {
  query: UseQueryResult<T>;
  cards: CardSpec<T>[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  return (
    <>
      <div className="column-grid stat-grid mb-4">
        {cards.map(([label, icon, tone, value]) => (
          <StatCard
            key={label}
            label={t(label)}
            icon={icon}
            tone={tone}
            value={data === undefined ? null : value(data)}
            loading={query.isPending}
          />
        ))}
      </div>
      <DashboardLoading.Provider value={query.isPending}>
        <div className="column-grid dashboard-tables">{children}</div>
      </DashboardLoading.Provider>
    </>
  );
}

export type ColumnKey = keyof typeof en.dashboard.columns;

/** A column of a dashboard table: its name, its cell's classes and what a row shows in it. */
export interface Column<Row> {
  name: ColumnKey;
  className?: string;
  /** Aligned to the end (amounts). */
  end?: boolean;
  /** `open` is the table's onOpen (a post's details, a load's requests). */
  cell: (row: Row, open: (row: Row) => void) => ReactNode;
}

/** What a dashboard table is, apart from its rows. */
export interface TableSpec<Row> {
  title: ParseKeys;
  empty: ParseKeys;
  action?: { label: ParseKeys; to: string };
  columns: Column<Row>[];
  /** The attribute that carries a row's id (e2e tests find rows by it); data-load-id unless told. */
  idAttribute?: 'data-load-id' | 'data-request-id';
  /** The whole row opens it (onOpen), not only its links and buttons. */
  rowOpens?: boolean;
}

/** A table row that opens something: the whole row is clickable, its first link or button keyboard-reachable. */
function ClickableRow({
  onOpen,
  children,
  ...rest
}: {
  onOpen: () => void;
  children: ReactNode;
} & Record<`data-${string}`, string | number>) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <tr
      className="dashboard-row-link"
      onClick={(event) => {
        // Links and buttons inside the row do their own thing.
        if ((event.target as HTMLElement).closest('a, button')) return;
        onOpen();
      }}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {children}
    </tr>
  );
}

const ignore = () => undefined;

/** While the rows are on their way, the room of a full list (dashboard.css), so nothing below jumps. */
const LOADING_ROOM = { '--dashboard-rows': DASHBOARD_LIST_SIZE } as CSSProperties;

/**
 * Every cell carries its column's name (data-label): where the table is narrow, each row stacks into
 * a small card that prints the names beside the values (dashboard.css). The rows are on their way
 * while the dashboard's answer is (none then shows the loading state, none after the empty state).
 */
export function DashboardTable<Row extends { id: number }>({
  spec: { title, empty, action, columns, idAttribute = 'data-load-id', rowOpens = false },
  rows = [],
  onOpen = ignore,
}: {
  spec: TableSpec<Row>;
  rows: Row[] | undefined;
  onOpen?: (row: Row) => void;
}) {
  const { t } = useTranslation();
  const loading = useContext(DashboardLoading);
  const hasRows = rows.length > 0;
  const names = columns.map((column) => t(`dashboard.columns.${column.name}`));
  const cells = (row: Row) =>
    columns.map((column, index) => (
      <td key={column.name} className={column.className} data-label={names[index]}>
        {column.cell(row, onOpen)}
      </td>
    ));
  return (
    <Card className="dashboard-table h-100 border-0 shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2 bg-body border-0 pt-3">
        <h2 className="h6 fw-semibold mb-0">{t(title)}</h2>
        {action ? (
          <Link to={action.to} className="btn btn-sm btn-outline-primary">
            {t(action.label)}
          </Link>
        ) : null}
      </Card.Header>
      <Table responsive hover={hasRows} className="mb-0 align-middle dashboard-table-grid">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.name}
                scope="col"
                className={`text-body-secondary small fw-semibold text-nowrap ${column.end ? 'text-end' : ''}`}
              >
                {names[index]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows ? (
            rows.map((row) =>
              rowOpens ? (
                <ClickableRow key={row.id} {...{ [idAttribute]: row.id }} onOpen={() => onOpen(row)}>
                  {cells(row)}
                </ClickableRow>
              ) : (
                <tr key={row.id} {...{ [idAttribute]: row.id }}>
                  {cells(row)}
                </tr>
              ),
            )
          ) : loading ? (
            <tr>
              <td
                colSpan={columns.length}
                className="dashboard-table-empty dashboard-table-loading"
                style={LOADING_ROOM}
                role="status"
              >
                {t('common.loading')}
              </td>
            </tr>
          ) : (
            <tr>
              <td colSpan={columns.length} className="dashboard-table-empty">
                <InboxIcon size={20} className="me-2" />
                {t(empty)}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Card>
  );
}
