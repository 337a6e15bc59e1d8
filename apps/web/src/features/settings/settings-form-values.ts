import type {
  AlertPreferences,
  GeneralSettingsBody,
  Language,
  RouteAlert,
  ServiceArea,
  Settings,
  Theme,
  Timezone,
} from '@loadboard/contracts';

/**
 * What Save All Settings sends (PATCH /api/settings/general): the general settings, both alert
 * lists and the alert preferences. Load board URLs are not among them: each add or remove of a URL
 * is saved at once.
 */
export interface SettingsFormValues {
  notifications: boolean;
  emailAlerts: boolean;
  language: Language;
  timezone: Timezone;
  theme: Theme;
  /** Saved areas and those added since the last save, each with its 'City, ST'. */
  serviceAreas: ServiceArea[];
  routeAlerts: RouteAlert[];
  alertPreferences: AlertPreferences;
}

export function formValuesOf(settings: Settings): SettingsFormValues {
  return {
    notifications: settings.notifications,
    emailAlerts: settings.emailAlerts,
    language: settings.language,
    timezone: settings.timezone,
    theme: settings.theme,
    serviceAreas: settings.serviceAreas,
    routeAlerts: settings.routeAlerts,
    alertPreferences: settings.alertPreferences,
  };
}

/** An area and a lane as the API takes them: no places, the server looks them up again. */
export const areaInput = ({ zipCode, radius }: ServiceArea) => ({ zipCode, radius });
export const laneInput = ({ originZip, destinationZip }: RouteAlert) => ({ originZip, destinationZip });

/** The Save All body: the lists as the API takes them. */
export function saveAllBody(values: SettingsFormValues): GeneralSettingsBody {
  return {
    notifications: values.notifications,
    emailAlerts: values.emailAlerts,
    language: values.language,
    timezone: values.timezone,
    theme: values.theme,
    serviceAreas: values.serviceAreas.map(areaInput),
    routeAlerts: values.routeAlerts.map(laneInput),
    alertPreferences: {
      rfpAlerts: values.alertPreferences.rfpAlerts,
      openTruckAlerts: values.alertPreferences.openTruckAlerts,
    },
  };
}

/** Whether the form holds anything Save All would change. */
export function hasUnsavedChanges(values: SettingsFormValues, saved: Settings): boolean {
  return JSON.stringify(saveAllBody(values)) !== JSON.stringify(saveAllBody(formValuesOf(saved)));
}

/** A ZIP is one service area (one radius each). */
export const sameArea = (a: Pick<ServiceArea, 'zipCode'>, b: Pick<ServiceArea, 'zipCode'>) =>
  a.zipCode === b.zipCode;

export const sameLane = (
  a: Pick<RouteAlert, 'originZip' | 'destinationZip'>,
  b: Pick<RouteAlert, 'originZip' | 'destinationZip'>,
) => a.originZip === b.originZip && a.destinationZip === b.destinationZip;

/** An area is saved when the server holds it with the same radius. */
export const isSavedArea = (area: ServiceArea, saved: ServiceArea[]) =>
  saved.some((entry) => sameArea(entry, area) && entry.radius === area.radius);

export const isSavedLane = (lane: RouteAlert, saved: RouteAlert[]) =>
  saved.some((entry) => sameLane(entry, lane));
