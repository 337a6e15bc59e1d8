import type { UserType } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { AdminDashboard } from '../../features/dashboard/admin.tsx';
import { BrokerDashboard } from '../../features/dashboard/broker.tsx';
import { RfdCarrierDashboard } from '../../features/dashboard/rfd-carrier.tsx';
import { RfpCarrierDashboard } from '../../features/dashboard/rfp-carrier.tsx';
import { dashboardTitles } from '../../features/dashboard/titles.ts';
import { useSession } from '../../lib/session-context.tsx';

/** / and /dashboard: the dashboard of the user's type (spec 2 "Dashboards"). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return <PageLoader />;

  const dashboards: Record<UserType, ReactNode> = {
    BROKER: <BrokerDashboard />,
    RFP_CARRIER: <RfpCarrierDashboard />,
    RFD_CARRIER: <RfdCarrierDashboard />,
    SUPER_ADMIN: <AdminDashboard />,
  };
  const body = Object.hasOwn(dashboards, user.userType) ? dashboards[user.userType] : undefined;
  if (!body) {
    return (
      <Alert variant="warning" className="mt-2">
        {t('dashboard.invalidUserType')}
      </Alert>
    );
  }
  return (
    <>
      <PageHeader
        title={dashboardTitles(t)[user.userType]}
        description={user.firstName ? t('dashboard.welcome', { name: user.firstName }) : undefined}
      />
      <div className="dashboard">{body}</div>
    </>
  );
}
