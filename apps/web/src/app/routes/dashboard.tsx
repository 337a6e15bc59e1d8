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
import { useSession } from '../../lib/session-context.tsx';

/** / and /dashboard: the dashboard of the user's type (spec 2 "Dashboards"). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return <PageLoader />;

  const dashboards: Record<UserType, { title: string; body: ReactNode }> = {
    BROKER: { title: t('dashboard.broker.title'), body: <BrokerDashboard /> },
    RFP_CARRIER: { title: t('dashboard.rfp.title'), body: <RfpCarrierDashboard /> },
    RFD_CARRIER: { title: t('dashboard.rfd.title'), body: <RfdCarrierDashboard /> },
    SUPER_ADMIN: { title: t('dashboard.admin.title'), body: <AdminDashboard /> },
  };
  const dashboard = Object.hasOwn(dashboards, user.userType) ? dashboards[user.userType] : undefined;
  if (!dashboard) {
    return (
      <Alert variant="warning" className="mt-2">
        {t('dashboard.invalidUserType')}
      </Alert>
    );
  }
  return (
    <>
      <PageHeader
        title={dashboard.title}
        description={user.firstName ? t('dashboard.welcome', { name: user.firstName }) : undefined}
      />
      <div className="dashboard">{dashboard.body}</div>
    </>
  );
}
