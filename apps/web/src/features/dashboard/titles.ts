import type { UserType } from '@loadboard/contracts';
import type { TFunction } from 'i18next';

/** Each user type's dashboard title (spec 2 "Dashboards"), for the screen and the page's drawn frame. */
export function dashboardTitles(t: TFunction): Record<UserType, string> {
  return {
    BROKER: t('dashboard.broker.title'),
    RFP_CARRIER: t('dashboard.rfp.title'),
    RFD_CARRIER: t('dashboard.rfd.title'),
    SUPER_ADMIN: t('dashboard.admin.title'),
  };
}
