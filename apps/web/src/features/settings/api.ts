import type { GeneralSettingsBody, RouteAlertInput, ServiceAreaInput, Settings } from '@loadboard/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useFailureToast } from '../../lib/use-failure-toast.ts';

/** The caller's settings, as GET /api/settings and every settings change answer them. */
export const SETTINGS_KEY = ['settings'] as const;

/** GET /api/settings. */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async ({ signal }) => (await api.get<Settings>('/settings', { signal })).data,
});

/** The Settings screen's read: a failure toasts 'Failed to fetch settings'. */
export function useSettings() {
  const { t } = useTranslation();
  const query = useQuery(settingsQuery);
  useFailureToast(query.error, t('settings.messages.fetchFailed'));
  return query;
}

/**
 * Every change answers the whole settings: they become the cached settings, and the session's user
 * takes their load board URLs, language, time zone and theme at once, so the header's sync button,
 * every date and the colours follow without a reload. The profile is then read again (spec 7: the stored user is
 * refreshed after a settings change).
 */
function useOnSaved() {
  const queryClient = useQueryClient();
  const { user, setUser, refreshUser } = useSession();
  return (settings: Settings) => {
    queryClient.setQueryData(SETTINGS_KEY, settings);
    if (user) {
      const { loadBoardUrls, language, timezone, theme } = settings;
      setUser({ ...user, loadBoardUrls, language, timezone, theme });
    }
    // The record set above already shows what matters; a failed refresh keeps it.
    refreshUser().catch(() => {});
  };
}

/** A settings change: sends `send`, and on success keeps the answer as the settings. */
function useSettingsChange<V>(send: (value: V) => Promise<{ data: Settings }>) {
  const onSaved = useOnSaved();
  return useMutation({
    mutationFn: async (value: V) => (await send(value)).data,
    onSuccess: onSaved,
  });
}

/** PATCH /api/settings/general: Save All Settings (the general settings, both alert lists, the preferences). */
export const useSaveSettings = () =>
  useSettingsChange((body: GeneralSettingsBody) => api.patch<Settings>('/settings/general', body));

/** PATCH /api/settings/load-board-urls: the whole list, saved at once on each add or remove. */
export const useSaveLoadBoardUrls = () =>
  useSettingsChange((loadBoardUrls: string[]) =>
    api.patch<Settings>('/settings/load-board-urls', { loadBoardUrls }),
  );

/** PATCH /api/settings/service-areas: the saved list without the one removed. */
export const useSaveServiceAreas = () =>
  useSettingsChange((serviceAreas: ServiceAreaInput[]) =>
    api.patch<Settings>('/settings/service-areas', { serviceAreas }),
  );

/** PATCH /api/settings/route-alerts: the saved list without the one removed. */
export const useSaveRouteAlerts = () =>
  useSettingsChange((routeAlerts: RouteAlertInput[]) =>
    api.patch<Settings>('/settings/route-alerts', { routeAlerts }),
  );

/** POST /api/settings/route-alerts: adds one lane ('Alert me about loads like this'); kept once. */
export const useAddRouteAlert = () =>
  useSettingsChange((lane: RouteAlertInput) => api.post<Settings>('/settings/route-alerts', lane));
