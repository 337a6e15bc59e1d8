import type { StateRate } from '@loadboard/contracts';
import type { Feature, Geometry } from 'geojson';
import type { Layer, PathOptions } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, Pane, ZoomControl } from 'react-leaflet';
import { ChartTable } from '../../components/chart-table.tsx';
import { Basemap, OFFLINE_BASEMAP_CLASS } from '../../components/map/basemap.tsx';
import { mapMotion } from '../../components/map/map-motion.ts';
import {
  LOWER_48_BOUNDS,
  loadLower48,
  type StateProperties,
  type StateShapes,
} from '../../components/map/state-shapes.ts';
import { formatNumber, formatRatePerMile } from '../../lib/format.ts';
import { colorOf, colorSteps } from './state-colors.ts';

/** The lower 48 by each state's median outbound rate per mile (Rates), with the legend under it. */

function useStateShapes(onError: (error: unknown) => void) {
  const [shapes, setShapes] = useState<StateShapes | null>(null);
  useEffect(() => {
    let live = true;
    loadLower48().then(
      (loaded) => live && setShapes(loaded),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
    };
  }, [onError]);
  return shapes;
}

function Legend({ steps }: { steps: ReturnType<typeof colorSteps> }) {
  const { t } = useTranslation();
  return (
    <div className="rates-legend" aria-hidden="true">
      <span className="rates-legend-title">{t('rates.states.legend')}</span>
      <ul className="list-unstyled mb-0 rates-legend-steps">
        {steps.map((step) => (
          <li key={step.color}>
            <span className="rates-legend-swatch" style={{ background: step.color }} />
            {step.from === step.to
              ? formatRatePerMile(step.from)
              : `${formatRatePerMile(step.from)} – ${formatRatePerMile(step.to)}`}
          </li>
        ))}
        <li>
          <span className="rates-legend-swatch rates-legend-none" />
          {t('rates.states.none')}
        </li>
      </ul>
    </div>
  );
}

/** The map's numbers for assistive technology: each state's median and deals, by name. */
function StatesTable({ states, shapes }: { states: StateRate[]; shapes: StateShapes | null }) {
  const { t } = useTranslation();
  // The names come with the outlines; until then, and for a state the map has not, its code.
  const names = new Map(shapes?.features.map((shape) => [shape.properties.code, shape.properties.name]));
  const rows = states
    .map((state) => ({ ...state, name: names.get(state.state) ?? state.state }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <ChartTable
      caption={t('rates.states.title')}
      rowHeader={t('rates.states.state')}
      columns={[t('rates.states.legend'), t('rates.chart.deals')]}
      rows={rows.map((state) => ({
        key: state.state,
        header: state.name,
        cells: [
          state.medianRatePerMile === null
            ? t('rates.states.none')
            : formatRatePerMile(state.medianRatePerMile),
          formatNumber(state.deals),
        ],
      }))}
    />
  );
}

export function StateMap({
  states,
  onMapError,
}: {
  states: StateRate[] | undefined;
  onMapError: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const shapes = useStateShapes(onMapError);
  const byCode = useMemo(() => new Map((states ?? []).map((state) => [state.state, state])), [states]);
  const steps = useMemo(
    () =>
      colorSteps(
        (states ?? []).flatMap((state) =>
          state.medianRatePerMile === null ? [] : [state.medianRatePerMile],
        ),
      ),
    [states],
  );
  const rated = (states ?? []).filter((state) => state.medianRatePerMile !== null);
  const summary =
    rated.length === 0
      ? t('rates.states.summaryNone')
      : t('rates.states.summary', {
          states: rated.length,
          highest: formatRatePerMile(Math.max(...rated.map((state) => state.medianRatePerMile as number))),
          lowest: formatRatePerMile(Math.min(...rated.map((state) => state.medianRatePerMile as number))),
        });

  const style = (feature: Feature<Geometry, StateProperties> | undefined): PathOptions => {
    const median = feature ? (byCode.get(feature.properties.code)?.medianRatePerMile ?? null) : null;
    return {
      fillColor: colorOf(median, steps),
      fillOpacity: 0.9,
      color: '#ffffff',
      weight: 1,
      className: `rates-state rates-state-${median === null ? 'none' : 'rated'}`,
    };
  };
  const describe = (feature: Feature<Geometry, StateProperties>, layer: Layer) => {
    const rate = byCode.get(feature.properties.code);
    const name = feature.properties.name;
    layer.bindTooltip(
      rate?.medianRatePerMile == null
        ? t('rates.states.tooltipNone', { state: name })
        : t('rates.states.tooltip', {
            state: name,
            median: formatRatePerMile(rate.medianRatePerMile),
            deals: formatNumber(rate.deals),
          }),
      { sticky: true },
    );
  };

  return (
    <figure className="mb-0" data-chart="states">
      <div className="rates-map-frame" aria-hidden="true" inert>
        <MapContainer
          bounds={LOWER_48_BOUNDS}
          zoomSnap={0.25}
          scrollWheelZoom={false}
          attributionControl={false}
          zoomControl={false}
          {...mapMotion()}
          className={`rates-map ${OFFLINE_BASEMAP_CLASS}`}
        >
          {/* Over the Pacific, where it covers no state. */}
          <ZoomControl position="bottomleft" />
          <Basemap tilesUrl={null} tilesAttribution={null} onError={onMapError} />
          {/* Over the land (250), under the city names (260). */}
          <Pane name="rates-states" style={{ zIndex: 255 }}>
            {shapes ? (
              <GeoJSON
                // Leaflet styles a layer once: new figures or another language draw it again.
                key={`${i18n.language}|${JSON.stringify(states ?? [])}`}
                data={shapes}
                style={style as (feature?: Feature) => PathOptions}
                onEachFeature={describe as (feature: Feature, layer: Layer) => void}
              />
            ) : null}
          </Pane>
        </MapContainer>
      </div>
      <Legend steps={steps} />
      {states ? <StatesTable states={states} shapes={shapes} /> : null}
      <figcaption className="visually-hidden">{summary}</figcaption>
    </figure>
  );
}
