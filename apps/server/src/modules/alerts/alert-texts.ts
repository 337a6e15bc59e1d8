import type { Language, LoadType } from '@loadboard/contracts';

/** The words of load alerts (notifications and emails) in one language. */
export interface AlertTexts {
  /** For numbers and money (Intl). */
  locale: string;
  /** A calendar date, YYYY-MM-DD, as people of the language write it. */
  date(isoDate: string): string;
  /** The start of a one-post alert: 'New RFP load'. */
  newPost: Record<LoadType, string>;
  /** A post's type in a list of posts. */
  typeName: Record<LoadType, string>;
  pickup(date: string): string;
  available(date: string): string;
  area(location: string): string;
  lane(origin: string, destination: string): string;
  /** '… matches your Chicago, IL service area' after a one-post alert's description. */
  matches(alert: string): string;
  /** 'N new loads match your Chicago, IL service area (and K other alerts)'. */
  summary(posts: string, alert: string, otherAlerts: number): string;
  title: { one: string; many: string };
  hello(name: string): string;
  /** After a list cut short: 'and 5 more'. */
  more(count: string): string;
  openBoard: string;
  /** Why the email came, and where to stop it. */
  why: string;
  settings: string;
}

const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const ALERT_TEXTS: Record<Language, AlertTexts> = {
  en: {
    locale: 'en-US',
    date: monthFirst,
    newPost: { RFP: 'New RFP load', RFD: 'New RFD load', TRUCK: 'New open truck' },
    typeName: { RFP: 'RFP load', RFD: 'RFD load', TRUCK: 'Open truck' },
    pickup: (date) => `pickup ${date}`,
    available: (date) => `available ${date}`,
    area: (location) => `your ${location} service area`,
    lane: (origin, destination) => `your ${origin} → ${destination} route alert`,
    matches: (alert) => `matches ${alert}`,
    summary: (posts, alert, others) =>
      `${posts} new loads match ${alert}${others === 0 ? '' : ` and ${others} other ${others === 1 ? 'alert' : 'alerts'}`}`,
    title: { one: 'New load alert', many: 'New load alerts' },
    hello: (name) => `Hello ${name},`,
    more: (count) => `and ${count} more`,
    openBoard: 'Open the board',
    why: 'You receive this email because email alerts are on in your settings. You can turn them off there:',
    settings: 'Settings',
  },
  es: {
    locale: 'es',
    date: dayFirst,
    newPost: { RFP: 'Nueva carga RFP', RFD: 'Nueva carga RFD', TRUCK: 'Nuevo camión disponible' },
    typeName: { RFP: 'Carga RFP', RFD: 'Carga RFD', TRUCK: 'Camión disponible' },
    pickup: (date) => `recogida el ${date}`,
    available: (date) => `disponible el ${date}`,
    area: (location) => `su área de servicio de ${location}`,
    lane: (origin, destination) => `su alerta de ruta ${origin} → ${destination}`,
    matches: (alert) => `coincide con ${alert}`,
    summary: (posts, alert, others) =>
      `${posts} cargas nuevas coinciden con ${alert}${others === 0 ? '' : ` y ${others} ${others === 1 ? 'alerta' : 'alertas'} más`}`,
    title: { one: 'Nueva alerta de carga', many: 'Nuevas alertas de carga' },
    hello: (name) => `Hola, ${name}:`,
    more: (count) => `y ${count} más`,
    openBoard: 'Abrir la bolsa de cargas',
    why: 'Recibe este correo porque las alertas por correo están activadas en su configuración. Puede desactivarlas allí:',
    settings: 'Configuración',
  },
  fr: {
    locale: 'fr',
    date: dayFirst,
    newPost: {
      RFP: 'Nouveau chargement RFP',
      RFD: 'Nouveau chargement RFD',
      TRUCK: 'Nouveau camion disponible',
    },
    typeName: { RFP: 'Chargement RFP', RFD: 'Chargement RFD', TRUCK: 'Camion disponible' },
    pickup: (date) => `enlèvement le ${date}`,
    available: (date) => `disponible le ${date}`,
    area: (location) => `votre zone de service de ${location}`,
    lane: (origin, destination) => `votre alerte de trajet ${origin} → ${destination}`,
    matches: (alert) => `correspond à ${alert}`,
    summary: (posts, alert, others) =>
      `${posts} nouveaux chargements correspondent à ${alert}${others === 0 ? '' : ` et ${others} ${others === 1 ? 'autre alerte' : 'autres alertes'}`}`,
    title: { one: 'Nouvelle alerte de chargement', many: 'Nouvelles alertes de chargement' },
    hello: (name) => `Bonjour ${name},`,
    more: (count) => `et ${count} de plus`,
    openBoard: 'Ouvrir la bourse de fret',
    why: 'Vous recevez cet e-mail parce que les alertes par e-mail sont activées dans vos paramètres. Vous pouvez les désactiver ici :',
    settings: 'Paramètres',
  },
};
