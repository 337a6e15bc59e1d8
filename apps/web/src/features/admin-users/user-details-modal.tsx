import type { AdminUserRow } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { CompanyCardLoader } from '../../components/company/company-card.tsx';
import { Fact } from '../../components/fact.tsx';
import { keepTabInside } from '../../components/keep-tab-inside.ts';
import { formatNumber } from '../../lib/format.ts';
import { useAdminUser } from './api.ts';
import { fullName } from './logic.ts';
import { StatusMenu, type StatusMenuProps } from './status-menu.tsx';
import { UserLoads } from './user-loads.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UserDetailsModalProps extends Pick<StatusMenuProps, 'onChange'> {
  /** The row opened; null when closed. */
  user: AdminUserRow | null;
  selfId: number | undefined;
  changing: boolean;
  onHide: () => void;
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="details-section">
      <h3 className="h6 text-body-secondary text-uppercase small mb-2">{title}</h3>
      <dl className="user-details-facts mb-0">{children}</dl>
    </section>
  );
}

/**
 * User Details (spec 2): personal info, account info, Load Statistics, a member's company record,
 * the user's latest loads, and the Status dropdown.
 */
export function UserDetailsModal({ user: row, selfId, changing, onChange, onHide }: UserDetailsModalProps) {
  const { t } = useTranslation();
  const query = useAdminUser(row?.id ?? null);
  const user = query.data ?? row;
  const na = t('adminUsers.details.notAvailable');
  return (
    <Modal
      show={row !== null}
      onHide={onHide}
      centered
      size="lg"
      aria-labelledby="user-details-title"
      onKeyDown={keepTabInside}
    >
      <Modal.Header closeButton closeLabel={t('adminUsers.details.close')}>
        <Modal.Title id="user-details-title" as="h2" className="h5">
          {t('adminUsers.details.title')}
        </Modal.Title>
      </Modal.Header>
      {user ? (
        <Modal.Body className="user-details">
          <Facts title={t('adminUsers.details.personal')}>
            <Fact label={t('adminUsers.details.name')}>{fullName(user)}</Fact>
            <Fact label={t('adminUsers.details.email')}>
              <a href={`mailto:${user.email}`}>{user.email}</a>
            </Fact>
            <Fact label={t('adminUsers.details.phone')}>{user.phone || na}</Fact>
            <Fact label={t('adminUsers.details.website')}>
              {user.website ? (
                <a href={user.website} target="_blank" rel="noopener noreferrer">
                  {user.website}
                </a>
              ) : (
                na
              )}
            </Fact>
          </Facts>
          <Facts title={t('adminUsers.details.account')}>
            <Fact label={t('adminUsers.details.company')}>{user.companyName}</Fact>
            <Fact label={t('adminUsers.details.userType')}>{t(`userTypes.${user.userType}`)}</Fact>
            <Fact label={t('adminUsers.details.status')}>
              <UserStatusBadge status={user.status} />
            </Fact>
            <Fact label={t('adminUsers.details.dotNumber')}>{user.dotNumber || na}</Fact>
          </Facts>
          <section className="details-section" aria-busy={query.isFetching}>
            <h3 className="h6 text-body-secondary text-uppercase small mb-2">
              {t('adminUsers.details.loadStats')}
            </h3>
            <dl className="user-load-stats mb-0">
              {(['totalLoads', 'activeLoads', 'completedLoads'] as const).map((key) => (
                <div key={key} className="user-load-stat" data-stat={key}>
                  <dt>{t(`adminUsers.details.${key}`)}</dt>
                  <dd>
                    {query.data ? (
                      formatNumber(query.data.loadStats[key])
                    ) : query.isPending ? (
                      <Spinner animation="border" size="sm" aria-label={t('common.loading')} />
                    ) : (
                      na
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {user.userType === 'SUPER_ADMIN' ? null : (
            <section className="details-section" aria-labelledby="user-company-record">
              <h3 id="user-company-record" className="h6 text-body-secondary text-uppercase small mb-2">
                {t('companies.card.title')}
              </h3>
              <CompanyCardLoader userId={user.id} />
            </section>
          )}
          {query.data ? <UserLoads loads={query.data.loads} /> : null}
        </Modal.Body>
      ) : null}
      <Modal.Footer className="justify-content-between">
        {user ? (
          <StatusMenu user={user} isSelf={user.id === selfId} busy={changing} onChange={onChange} />
        ) : (
          <span />
        )}
        <Button variant="secondary" onClick={onHide}>
          {t('adminUsers.details.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
