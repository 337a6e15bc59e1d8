import {
  addRouteAlertBody,
  alertsBody,
  generalSettingsBody,
  loadBoardUrlsBody,
  routeAlertsBody,
  SETTINGS_MESSAGES,
  serviceAreasBody,
  settings,
  success,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { addRouteAlert, getSettings, type SettingsChange, updateSettings } from './service.ts';

const tags = ['settings'];

/** The PATCHes: each takes a part of the settings and answers the whole settings. */
const PATCHES: {
  path: string;
  summary: string;
  body: z.ZodType<SettingsChange>;
  message: string;
}[] = [
  {
    path: '/settings/general',
    summary:
      'Save All Settings: any of notifications, emailAlerts, language, timezone, theme, loadBoardUrls, ' +
      'serviceAreas, routeAlerts, alertPreferences, currentLocation',
    body: generalSettingsBody,
    message: SETTINGS_MESSAGES.updated,
  },
  {
    path: '/settings/load-board-urls',
    summary: 'Replaces the load board URLs',
    body: loadBoardUrlsBody,
    message: SETTINGS_MESSAGES.updated,
  },
  {
    path: '/settings/alerts',
    summary: 'Changes the alert preferences (rfpAlerts, openTruckAlerts)',
    body: alertsBody,
    message: SETTINGS_MESSAGES.updated,
  },
  {
    path: '/settings/service-areas',
    summary: 'Replaces the service areas',
    body: serviceAreasBody,
    message: SETTINGS_MESSAGES.serviceAreasUpdated,
  },
  {
    path: '/settings/route-alerts',
    summary: 'Replaces the route alerts',
    body: routeAlertsBody,
    message: SETTINGS_MESSAGES.routeAlertsUpdated,
  },
];

const LIST_RULES =
  'A list given replaces the stored one (an item listed twice is kept once). ZIPs must be known US ZIPs ' +
  "(422 'Unknown ZIP code: 00000' under the item's field), a radius 1 to 500 miles, URLs http(s); " +
  'a refused change stores nothing.';

/** The signed-in user's own settings; every role has them. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    routeOptions('signed-in', tags, {
      summary: "The user's settings (the defaults for anything never changed)",
      answer: settings,
    }),
    async (request) => successAnswer(await getSettings(app.db, request.user.id)),
  );

  for (const patch of PATCHES) {
    app.patch(
      patch.path,
      routeOptions('signed-in', tags, {
        summary: patch.summary,
        description: LIST_RULES,
        body: patch.body,
        answer: settings,
        errors: [422],
      }),
      async (request) =>
        successAnswer(await updateSettings(app.db, request.user.id, request.body), patch.message),
    );
  }

  app.post(
    '/settings/route-alerts',
    routeOptions('signed-in', tags, {
      summary: "'Alert me about loads like this': adds one route alert",
      description:
        'Answers 201 when the lane is added, 200 when the user already had it (kept once); at most 50 lanes.',
      body: addRouteAlertBody,
      answer: settings,
      status: 201,
      response: { 200: success(settings) },
      errors: [422],
    }),
    async (request, reply) => {
      const { settings: data, added } = await addRouteAlert(app.db, request.user.id, request.body);
      return reply.status(added ? 201 : 200).send(successAnswer(data, SETTINGS_MESSAGES.alertMeAdded));
    },
  );
};
