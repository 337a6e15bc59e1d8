import {
  GEO_MESSAGES,
  ROUTE_ALERT_RADIUS_MILES,
  ROUTE_ALERTS_MAX,
  type RouteAlert,
  SETTINGS_MESSAGES,
  ZIP_PATTERN,
} from '@loadboard/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddPlaceForm, type Problem } from './add-place-form.tsx';
import { useSaveRouteAlerts } from './api.ts';
import { isSavedLane, laneInput, sameLane } from './settings-form-values.ts';
import { SettingsItem } from './settings-list.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useEntryList } from './use-entry-list.ts';

interface LaneDraft {
  originZip: string;
  destinationZip: string;
}

const EMPTY_DRAFT: LaneDraft = { originZip: '', destinationZip: '' };
const ENDS = ['originZip', 'destinationZip'] as const;

/**
 * The origin and destination ZIPs of a new lane, each naming its place once known. Adding checks
 * both ZIPs and puts the lane in the list; Save All Settings saves it.
 */
function AddRouteAlertForm({ current, onAdd }: { current: RouteAlert[]; onAdd: (lane: RouteAlert) => void }) {
  const { t } = useTranslation();
  const problemsOf = (draft: LaneDraft) => {
    const problems: Problem<LaneDraft>[] = [];
    if (current.length >= ROUTE_ALERTS_MAX) {
      problems.push(['originZip', SETTINGS_MESSAGES.routeAlertsMax]);
    }
    for (const end of ENDS) {
      if (!ZIP_PATTERN.test(draft[end])) problems.push([end, GEO_MESSAGES.zipFormat]);
    }
    if (problems.length === 0 && current.some((lane) => sameLane(lane, draft))) {
      problems.push(['originZip', t('settings.messages.routeAlertTaken')]);
    }
    return problems;
  };

  return (
    <AddPlaceForm<LaneDraft, (typeof ENDS)[number]>
      idPrefix="route-alert"
      label={t('settings.addRouteAlert')}
      empty={EMPTY_DRAFT}
      zips={ENDS}
      problemsOf={problemsOf}
      onAdd={(draft, places) =>
        onAdd({ ...draft, originLocation: places.originZip, destinationLocation: places.destinationZip })
      }
    />
  );
}

const laneId = (lane: Pick<RouteAlert, 'originZip' | 'destinationZip'>) =>
  `${lane.originZip}-${lane.destinationZip}`;

/**
 * Route Alerts: the saved lanes and those added since, each with its places. Removing a saved lane
 * saves at once ('Route alert removed successfully'); one not saved yet simply goes.
 */
export function RouteAlertsSection({ saved }: { saved: RouteAlert[] }) {
  const { t } = useTranslation();
  const { fields, append, entries, errors, itemOf } = useEntryList('routeAlerts', {
    saved,
    same: sameLane,
    isSaved: isSavedLane,
    keyOf: laneId,
    save: useSaveRouteAlerts(),
    toInput: laneInput,
    removed: t('settings.messages.routeAlertRemoved'),
    failed: t('settings.messages.removeRouteAlertFailed'),
  });

  // A lane saved from elsewhere while the screen is open (the header search's 'Alert me') joins the
  // list, so Save All keeps it rather than sending the list without it.
  const previous = useRef(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the saved lanes change
  useEffect(() => {
    const shown = entries();
    const arrived = saved.filter(
      (lane) => !isSavedLane(lane, previous.current) && !shown.some((entry) => sameLane(entry, lane)),
    );
    previous.current = saved;
    if (arrived.length > 0) append(arrived);
  }, [saved]);

  return (
    <SettingsSection
      name="routeAlerts"
      hintValues={{ miles: ROUTE_ALERT_RADIUS_MILES }}
      entries={{
        empty: t('settings.noRouteAlerts'),
        items: fields.map((lane, index) => {
          const rowErrors = errors?.[index];
          const route = t('settings.routeText', {
            origin: lane.originLocation,
            destination: lane.destinationLocation,
          });
          return (
            <SettingsItem
              key={lane.key}
              title={
                <>
                  {lane.originLocation}
                  <span className="text-body-secondary mx-1" aria-hidden="true">
                    →
                  </span>
                  <span className="visually-hidden"> {t('loads.details.to')} </span>
                  {lane.destinationLocation}
                </>
              }
              detail={`${lane.originZip} → ${lane.destinationZip}`}
              errors={[rowErrors?.originZip?.message, rowErrors?.destinationZip?.message]}
              removeLabel={t('settings.removeRouteAlert', { route })}
              {...itemOf(lane)}
            />
          );
        }),
      }}
    >
      <AddRouteAlertForm current={fields} onAdd={(lane) => append(lane)} />
    </SettingsSection>
  );
}
