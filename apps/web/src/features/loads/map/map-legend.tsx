import { useTranslation } from 'react-i18next';
import { MAP_COLORS } from './map-style.ts';

/** What the colours mean (spec 2, Search Loads markers and route lines). */
export function MapLegend() {
  const { t } = useTranslation();
  const dots = [
    ['pickup', t('map.legend.pickup')],
    ['delivery', t('map.legend.delivery')],
    ['truck', t('map.legend.truck')],
  ] as const;
  return (
    <ul className="map-legend list-unstyled" aria-label={t('map.legend.label')}>
      {dots.map(([kind, label]) => (
        <li key={kind}>
          <span className="map-legend-dot" style={{ background: MAP_COLORS[kind] }} aria-hidden="true" />
          {label}
        </li>
      ))}
      <li>
        <span className="map-legend-line" style={{ background: MAP_COLORS.pickup }} aria-hidden="true" />
        {t('map.legend.rfpRoute')}
      </li>
      <li>
        <span className="map-legend-line" style={{ background: MAP_COLORS.delivery }} aria-hidden="true" />
        {t('map.legend.otherRoute')}
      </li>
    </ul>
  );
}
