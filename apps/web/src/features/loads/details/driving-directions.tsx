import type { LoadView, RouteStep } from '@loadboard/contracts';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatMiles, formatNumber, formatRoadMiles } from '../../../lib/format.ts';
import { useDrivingRoute } from '../map/api.ts';

// Leaflet and the basemap load with the first route drawn, not with every details modal.
const RouteMap = lazy(() => import('../map/route-map.tsx'));

/** A step in the user's language: the built-in network says what each step is; a server's own words stay. */
function stepText(t: TFunction, step: RouteStep): string {
  if (step.kind === 'other') return step.instruction;
  // Short local legs keep their tenth of a mile.
  const miles =
    step.miles >= 10 ? formatMiles(step.miles) : t('common.units.miles', { value: formatNumber(step.miles) });
  return t(`map.route.steps.${step.kind}`, {
    road: step.road ?? '',
    direction: step.direction ? t(`map.route.directions.${step.direction}`) : '',
    toward: step.toward ?? '',
    miles,
  });
}

/** '15 h 20 min' */
function durationText(t: TFunction, minutes: number): string {
  return t('map.route.time', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** Driving directions of a post (spec 2: they are drawn): road miles, time, the route on a map, the steps. */
export function DrivingDirections({ load }: { load: LoadView }) {
  const { t } = useTranslation();
  const route = useDrivingRoute(load.originZip, load.destinationZip);

  let body: ReactNode;
  if (route.isPending)
    body = (
      <p className="text-body-secondary small d-flex align-items-center gap-2 mb-0" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('map.route.loading')}
      </p>
    );
  else if (route.isError || !route.data)
    body = <p className="text-body-secondary small mb-0">{t('map.route.failed')}</p>;
  else {
    const data = route.data;
    body = (
      <>
        <p className="fw-semibold mb-2 driving-route-summary">
          {t('map.route.summary', {
            miles: formatRoadMiles(data.miles),
            time: durationText(t, data.minutes),
          })}
        </p>
        <Suspense fallback={<div className="route-map" />}>
          <RouteMap
            route={data}
            type={load.type}
            label={t('map.route.mapLabel', {
              origin: load.originLocation,
              destination: load.destinationLocation,
            })}
          />
        </Suspense>
        <ol className="driving-route-steps">
          {data.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a route's steps have no identity but their order
            <li key={index}>{stepText(t, step)}</li>
          ))}
        </ol>
        <p className="small text-body-secondary mb-0">{t(`map.route.source.${data.source}`)}</p>
      </>
    );
  }

  return (
    <section className="details-section driving-route">
      <h3 className="form-section-title">{t('map.route.title')}</h3>
      {body}
    </section>
  );
}
