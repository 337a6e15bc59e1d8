import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { BellIcon, CheckCircleIcon } from '../../components/icons.tsx';
import type { AlertMeProps } from '../../lib/alert-me-slot.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { settingsQuery, useAddRouteAlert } from './api.ts';
import { sameLane } from './settings-form-values.ts';

/**
 * 'Alert me about loads like this': adds the lane to the user's route alerts in one click
 * (POST /api/settings/route-alerts). A lane the user already watches shows as on; the settings are
 * read quietly for that (a failure just leaves the button offered: the server keeps a lane once).
 */
export function AlertMeButton({ lane, size }: AlertMeProps) {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery);
  const add = useAddRouteAlert();
  const on = settings.data?.routeAlerts.some((entry) => sameLane(entry, lane)) ?? false;

  const onClick = () =>
    add.mutate(
      { originZip: lane.originZip, destinationZip: lane.destinationZip },
      {
        onSuccess: () => notifySuccess(t('settings.messages.alertMeAdded')),
        onError: (error) => notifyError(error, t('settings.messages.addRouteAlertFailed')),
      },
    );

  return (
    <Button
      variant={on ? 'outline-success' : 'outline-primary'}
      size={size}
      className="d-inline-flex align-items-center gap-2"
      disabled={on || add.isPending}
      onClick={onClick}
      title={t('settings.alertMe.lane', {
        origin: lane.originLocation,
        destination: lane.destinationLocation,
      })}
    >
      {add.isPending ? (
        <Spinner animation="border" size="sm" aria-hidden="true" />
      ) : on ? (
        <CheckCircleIcon size={16} />
      ) : (
        <BellIcon size={16} />
      )}
      {on ? t('settings.alertMe.added') : t('settings.alertMe.button')}
    </Button>
  );
}

export default AlertMeButton;
