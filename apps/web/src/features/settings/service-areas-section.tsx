import {
  GEO_MESSAGES,
  SERVICE_AREA_RADIUS_DEFAULT,
  SERVICE_AREA_RADIUS_MAX,
  SERVICE_AREA_RADIUS_MIN,
  SERVICE_AREAS_MAX,
  SETTINGS_MESSAGES,
  type ServiceArea,
  ZIP_PATTERN,
} from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../components/form/fields.tsx';
import { wholeNumberInput } from '../../components/form/whole-number.ts';
import { ENTRY_CELL } from './add-entry-form.tsx';
import { AddPlaceForm, type Problem } from './add-place-form.tsx';
import { useSaveServiceAreas } from './api.ts';
import { areaInput, isSavedArea, sameArea } from './settings-form-values.ts';
import { SettingsItem } from './settings-list.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useEntryList } from './use-entry-list.ts';

interface AreaDraft {
  zipCode: string;
  radius: string;
}

const { Field } = fieldsOf<AreaDraft>();
const EMPTY_DRAFT: AreaDraft = { zipCode: '', radius: String(SERVICE_AREA_RADIUS_DEFAULT) };

/**
 * The ZIP and radius of a new area. Adding checks it here (the ZIP must be known, the radius 1 to
 * 500 whole miles) and puts it in the list; Save All Settings saves it.
 */
function AddServiceAreaForm({
  current,
  onAdd,
}: {
  current: ServiceArea[];
  onAdd: (area: ServiceArea) => void;
}) {
  const { t } = useTranslation();
  const problemsOf = ({ zipCode, radius }: AreaDraft) => {
    const miles = Number(radius);
    const problems: Problem<AreaDraft>[] = [];
    if (current.length >= SERVICE_AREAS_MAX) {
      problems.push(['zipCode', SETTINGS_MESSAGES.serviceAreasMax]);
    } else if (!ZIP_PATTERN.test(zipCode)) {
      problems.push(['zipCode', GEO_MESSAGES.zipFormat]);
    } else if (current.some((area) => sameArea(area, { zipCode }))) {
      problems.push(['zipCode', t('settings.messages.serviceAreaTaken')]);
    }
    if (radius.trim() === '' || !(miles >= SERVICE_AREA_RADIUS_MIN && miles <= SERVICE_AREA_RADIUS_MAX)) {
      problems.push(['radius', SETTINGS_MESSAGES.radiusRange]);
    } else if (!Number.isInteger(miles)) {
      problems.push(['radius', t('settings.messages.radiusWhole')]);
    }
    return problems;
  };

  return (
    <AddPlaceForm<AreaDraft, 'zipCode'>
      idPrefix="service-area"
      label={t('settings.addServiceArea')}
      empty={EMPTY_DRAFT}
      zips={['zipCode']}
      problemsOf={problemsOf}
      onAdd={({ zipCode, radius }, places) =>
        onAdd({ zipCode, radius: Number(radius), location: places.zipCode })
      }
    >
      <Field
        name="radius"
        col={ENTRY_CELL}
        label={t('settings.fields.radius')}
        {...wholeNumberInput(SERVICE_AREA_RADIUS_MIN, SERVICE_AREA_RADIUS_MAX)}
      />
    </AddPlaceForm>
  );
}

/**
 * Service Areas: the saved areas and those added since, each with its place. Removing a saved
 * area saves at once ('Service area removed successfully'); one not saved yet simply goes.
 */
export function ServiceAreasSection({ saved }: { saved: ServiceArea[] }) {
  const { t } = useTranslation();
  const { fields, append, errors, itemOf } = useEntryList('serviceAreas', {
    saved,
    same: sameArea,
    isSaved: isSavedArea,
    keyOf: (area) => area.zipCode,
    save: useSaveServiceAreas(),
    toInput: areaInput,
    removed: t('settings.messages.serviceAreaRemoved'),
    failed: t('settings.messages.removeServiceAreaFailed'),
  });

  return (
    <SettingsSection
      name="serviceAreas"
      entries={{
        empty: t('settings.noServiceAreas'),
        items: fields.map((area, index) => {
          const rowErrors = errors?.[index];
          return (
            <SettingsItem
              key={area.key}
              title={area.location}
              detail={`${area.zipCode} · ${t('settings.within', { miles: area.radius })}`}
              errors={[rowErrors?.zipCode?.message, rowErrors?.radius?.message]}
              removeLabel={t('settings.removeServiceArea', { place: `${area.location} (${area.zipCode})` })}
              {...itemOf(area)}
            />
          );
        }),
      }}
    >
      <AddServiceAreaForm current={fields} onAdd={(area) => append(area)} />
    </SettingsSection>
  );
}
