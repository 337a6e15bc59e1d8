import './search-map.css';
import {
  LOAD_MESSAGES,
  LOAD_TYPES,
  type LoadSearchHit,
  type LoadType,
  type LoadView,
} from '@loadboard/contracts';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '../../../components/list/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLoad } from '../../../lib/load-query.ts';
import { useMessageText } from '../../../lib/message-text.ts';
import { notifyError } from '../../../lib/notify.ts';
import { BookNowDialog } from '../book/book-now-dialog.tsx';
import { type MapBox, useDrivingRoute, useMapList, useMapSettings, useMapView } from './api.ts';
import { AvailableList, type ListScope } from './available-list.tsx';
import { BoardMap } from './board-map.tsx';
import { MapErrorBoundary } from './map-error-boundary.tsx';
import { DEFAULT_RADIUS, MapFilters } from './map-filters.tsx';
import { MapLegend } from './map-legend.tsx';
import { useGeolocation } from './use-geolocation.ts';

// The details modal and its request form load the first time a post is chosen.
const LoadDetailsModal = lazy(() => import('../details/load-details-modal.tsx'));

/** The list's page, back to 1 whenever what it lists changes. */
function usePageOf(scopeKey: string) {
  const [state, setState] = useState({ key: scopeKey, page: 1 });
  const page = state.key === scopeKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ key: scopeKey, page: next }), [scopeKey]);
  return [page, setPage] as const;
}

/**
 * Search Loads (/search-loads, spec 2): the map of the posts in view, the kinds to show, the
 * Available Loads list beside it, 'Use my location' for the posts near the user, and a post's details
 * with its Submit Request form and driving route; Book Now from the list asks to confirm first.
 */
export function SearchMapScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [types, setTypes] = useState<LoadType[]>([...LOAD_TYPES]);
  const [box, setBox] = useState<MapBox | null>(null);
  const [radius, setRadius] = useState(DEFAULT_RADIUS);
  const geo = useGeolocation();
  const [mapFailed, setMapFailed] = useState(false);
  const [chosen, setChosen] = useState<{ id: number; initial?: LoadView } | null>(null);
  const [hovered, setHovered] = useState<LoadSearchHit | null>(null);
  const [booking, setBooking] = useState<LoadView | null>(null);

  const settings = useMapSettings();
  const view = useMapView(box, types);
  const location = geo.state;
  const position = useMemo(
    () => (location.status === 'located' ? { lat: location.lat, lng: location.lng, radius } : null),
    [location, radius],
  );
  // The list pages through what the map counted (its box widened to whole cells), so its count and
  // the clusters' agree; near a position, through the posts within the radius.
  const bounds = view.data?.bounds ?? null;
  const area = position ? { near: position } : bounds ? { box: bounds } : null;
  const [page, setPage] = usePageOf(JSON.stringify([area, types]));
  const list = useMapList(area, types, page);

  const chosenLoad = useLoad(chosen?.id ?? null, chosen?.initial);
  const routeOf = chosen ? chosenLoad.data : hovered;
  const route = useDrivingRoute(routeOf?.originZip ?? null, routeOf?.destinationZip ?? null);

  const failMap = useCallback((error: unknown) => {
    setMapFailed(true);
    notifyError(error, LOAD_MESSAGES.mapFailed);
  }, []);

  const scope: ListScope =
    types.length === 0
      ? { kind: 'none' }
      : position
        ? { kind: 'near', radius }
        : { kind: 'view', total: view.data?.total ?? 0 };

  return (
    <section className="search-map-screen">
      <PageHeader title={t('pages.searchLoads.title')} description={t('pages.searchLoads.description')} />
      <MapFilters
        types={types}
        onTypesChange={setTypes}
        location={location}
        radius={radius}
        onRadiusChange={setRadius}
        onLocate={geo.locate}
        onClearLocation={geo.clear}
      />
      {location.status === 'failed' ? (
        <Alert variant="warning" dismissible onClose={geo.clear}>
          {text(LOAD_MESSAGES.geolocationFailed)}
        </Alert>
      ) : null}
      {mapFailed ? (
        <Alert variant="danger" className="map-failed">
          {text(LOAD_MESSAGES.mapFailed)}
        </Alert>
      ) : null}

      <div className="search-map-layout">
        <div className="search-map-main">
          <section className="search-map-frame" aria-label={t('map.label')}>
            {settings.isPending ? (
              <ListLoading />
            ) : (
              <MapErrorBoundary onError={failMap} fallback={<div className="board-map board-map-failed" />}>
                <BoardMap
                  view={types.length > 0 ? view.data : undefined}
                  tiles={{
                    url: settings.data?.tilesUrl ?? null,
                    attribution: settings.data?.tilesAttribution ?? null,
                  }}
                  position={position}
                  highlight={routeOf && route.data ? { route: route.data, type: routeOf.type } : null}
                  onView={setBox}
                  onChoose={(id) => setChosen({ id })}
                  onBasemapError={failMap}
                />
              </MapErrorBoundary>
            )}
          </section>
          <MapLegend />
        </div>
        <AvailableList
          scope={scope}
          hits={list.data}
          loading={list.isFetching}
          failed={list.isError && !list.data}
          onRetry={() => void list.refetch()}
          page={page}
          onPageChange={setPage}
          onChoose={(hit) => setChosen({ id: hit.id, initial: hit })}
          onBook={setBooking}
          onHover={setHovered}
        />
      </div>

      {chosen ? (
        <Suspense fallback={null}>
          <LoadDetailsModal
            load={chosenLoad.data ?? null}
            onHide={() => setChosen(null)}
            allowRequest
            alertMe
          />
        </Suspense>
      ) : null}
      <BookNowDialog load={booking} onHide={() => setBooking(null)} />
    </section>
  );
}
