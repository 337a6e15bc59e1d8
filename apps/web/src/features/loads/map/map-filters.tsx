import { LOAD_TYPES, type LoadType } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { Geolocation } from './use-geolocation.ts';

/** The radii the list can search around the user's position, in miles. */
export const RADIUS_CHOICES = [25, 50, 100, 200, 500] as const;
export const DEFAULT_RADIUS = 100;

const TYPE_LABELS: Record<LoadType, 'map.filters.rfp' | 'map.filters.rfd' | 'map.filters.truck'> = {
  RFP: 'map.filters.rfp',
  RFD: 'map.filters.rfd',
  TRUCK: 'map.filters.truck',
};

interface MapFiltersProps {
  types: LoadType[];
  onTypesChange: (types: LoadType[]) => void;
  location: Geolocation;
  radius: number;
  onRadiusChange: (radius: number) => void;
  onLocate: () => void;
  onClearLocation: () => void;
}

/**
 * The spec's checkboxes (Show RFP Jobs, Show RFD Jobs, Show Open Truck Space) with Clear Filters,
 * which shows every kind again; then 'Use my location' and the radius searched around it.
 */
export function MapFilters({
  types,
  onTypesChange,
  location,
  radius,
  onRadiusChange,
  onLocate,
  onClearLocation,
}: MapFiltersProps) {
  const { t } = useTranslation();
  const toggle = (type: LoadType, shown: boolean) =>
    onTypesChange(LOAD_TYPES.filter((each) => (each === type ? shown : types.includes(each))));

  return (
    <div className="map-filters card card-body mb-3">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <fieldset className="d-flex flex-wrap align-items-center gap-3 m-0">
          <legend className="visually-hidden">{t('map.filters.label')}</legend>
          {LOAD_TYPES.map((type) => (
            <Form.Check
              key={type}
              id={`map-show-${type}`}
              type="checkbox"
              className={`map-filter-check map-filter-${type} mb-0`}
              label={t(TYPE_LABELS[type])}
              checked={types.includes(type)}
              onChange={(event) => toggle(type, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
        <Button variant="outline-secondary" size="sm" onClick={() => onTypesChange([...LOAD_TYPES])}>
          {t('map.filters.clear')}
        </Button>
        <div className="d-flex flex-wrap align-items-center gap-2 ms-auto">
          <Form.Label htmlFor="map-radius" className="mb-0 small text-body-secondary text-nowrap">
            {t('map.location.radius')}
          </Form.Label>
          <Form.Select
            id="map-radius"
            size="sm"
            className="map-radius-select"
            value={radius}
            onChange={(event) => onRadiusChange(Number(event.currentTarget.value))}
          >
            {RADIUS_CHOICES.map((miles) => (
              <option key={miles} value={miles}>
                {t('map.location.radiusOption', { count: miles })}
              </option>
            ))}
          </Form.Select>
          <Button
            variant="primary"
            size="sm"
            className="d-inline-flex align-items-center gap-2"
            onClick={onLocate}
            disabled={location.status === 'locating'}
          >
            {location.status === 'locating' ? (
              <Spinner animation="border" size="sm" aria-hidden="true" />
            ) : null}
            {location.status === 'locating' ? t('map.location.locating') : t('map.location.use')}
          </Button>
          {location.status === 'located' ? (
            <Button variant="outline-secondary" size="sm" onClick={onClearLocation}>
              {t('map.location.clear')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
