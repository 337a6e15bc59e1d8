import { COMMON_WORDS, type Language, type Timezone, TRUCK_TYPES } from '@loadboard/contracts';

type TruckType = (typeof TRUCK_TYPES)[number];

/**
 * The words of a rate confirmation in one language, named as the web app's texts name the same
 * things; the names of post and truck types, zones and units are the web app's own (COMMON_WORDS).
 */
interface Words {
  /** The locale its numbers and dates are written in, as the web app writes them (lib/format.ts). */
  locale: string;
  title: string;
  reference: string;
  jobNumber: string;
  agreedAt: string;
  bookedNow: string;
  afterCounter: string;
  parties: string;
  /** The side that ships (a broker, or a carrier posting a load), and the side that hauls. */
  shipperSide: string;
  carrierSide: string;
  /** Said after the heading of the party that posted the load. */
  poster: string;
  company: string;
  contact: string;
  email: string;
  phone: string;
  dotNumber: string;
  none: string;
  load: string;
  postType: string;
  origin: string;
  destination: string;
  pickupDate: string;
  deliveryDate: string;
  weight: string;
  space: string;
  equipment: string;
  truckType: string;
  rate: string;
  agreedRate: string;
  roadMiles: string;
  straightMiles: string;
  ratePerRoadMile: string;
  ratePerStraightMile: string;
  footer: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    locale: 'en-US',
    title: 'Rate confirmation',
    reference: 'Reference number',
    jobNumber: 'Job number',
    agreedAt: 'Agreed on',
    bookedNow: 'Booked through Book Now at the posted price.',
    afterCounter: 'Agreed after a counter-offer.',
    parties: 'Parties',
    shipperSide: 'Shipper / broker',
    carrierSide: 'Carrier',
    poster: '(poster)',
    company: 'Company',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    dotNumber: 'DOT number',
    none: 'none',
    load: 'Load',
    postType: 'Post type',
    origin: 'Origin',
    destination: 'Destination',
    pickupDate: 'Pickup date',
    deliveryDate: 'Delivery date',
    weight: 'Weight',
    space: 'Space',
    equipment: 'Equipment',
    truckType: 'Truck type',
    rate: 'Rate',
    agreedRate: 'Agreed rate',
    roadMiles: 'Road miles',
    straightMiles: 'Straight-line miles (road miles unknown)',
    ratePerRoadMile: 'Rate per road mile',
    ratePerStraightMile: 'Rate per straight-line mile',
    footer: 'Both parties keep this confirmation of the rate agreed on the load board.',
  },
  es: {
    locale: 'es-US',
    title: 'Confirmación de tarifa',
    reference: 'Número de referencia',
    jobNumber: 'Número de trabajo',
    agreedAt: 'Acordada el',
    bookedNow: 'Reservada con Book Now al precio publicado.',
    afterCounter: 'Acordada tras una contraoferta.',
    parties: 'Partes',
    shipperSide: 'Cargador / corredor',
    carrierSide: 'Transportista',
    poster: '(publicó la carga)',
    company: 'Empresa',
    contact: 'Contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    dotNumber: 'Número DOT',
    none: 'ninguno',
    load: 'Carga',
    postType: 'Tipo de publicación',
    origin: 'Origen',
    destination: 'Destino',
    pickupDate: 'Fecha de recogida',
    deliveryDate: 'Fecha de entrega',
    weight: 'Peso',
    space: 'Espacio',
    equipment: 'Equipo',
    truckType: 'Tipo de camión',
    rate: 'Tarifa',
    agreedRate: 'Tarifa acordada',
    roadMiles: 'Millas por carretera',
    straightMiles: 'Millas en línea recta (millas por carretera desconocidas)',
    ratePerRoadMile: 'Tarifa por milla por carretera',
    ratePerStraightMile: 'Tarifa por milla en línea recta',
    footer: 'Ambas partes conservan esta confirmación de la tarifa acordada en la bolsa de cargas.',
  },
  fr: {
    locale: 'fr-FR',
    title: 'Confirmation de tarif',
    reference: 'Numéro de référence',
    jobNumber: 'Numéro de mission',
    agreedAt: 'Conclu le',
    bookedNow: 'Réservé par Book Now au prix affiché.',
    afterCounter: 'Conclu après une contre-offre.',
    parties: 'Parties',
    shipperSide: 'Expéditeur / courtier',
    carrierSide: 'Transporteur',
    poster: '(auteur de l’annonce)',
    company: 'Entreprise',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Téléphone',
    dotNumber: 'Numéro DOT',
    none: 'aucun',
    load: 'Chargement',
    postType: 'Type d’annonce',
    origin: 'Origine',
    destination: 'Destination',
    pickupDate: 'Date d’enlèvement',
    deliveryDate: 'Date de livraison',
    weight: 'Poids',
    space: 'Espace',
    equipment: 'Équipement',
    truckType: 'Type de camion',
    rate: 'Tarif',
    agreedRate: 'Tarif convenu',
    roadMiles: 'Miles par la route',
    straightMiles: 'Miles à vol d’oiseau (miles par la route inconnus)',
    ratePerRoadMile: 'Tarif par mile routier',
    ratePerStraightMile: 'Tarif par mile à vol d’oiseau',
    footer: 'Les deux parties conservent cette confirmation du tarif convenu sur la bourse de fret.',
  },
};

const isTruckType = (value: string): value is TruckType => (TRUCK_TYPES as readonly string[]).includes(value);

/**
 * A rate confirmation's words and formats in the reader's language: dollars, quantities and days
 * as the web app writes them in that language, and the deal's instant in the reader's time zone,
 * named.
 */
export function confirmationTexts(language: Language, zone: { timezone: Timezone; timeZone: string }) {
  const words = { ...COMMON_WORDS[language], ...WORDS[language] };
  const money = new Intl.NumberFormat(words.locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const quantity = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 2 });
  const miles = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 0 });
  // A calendar day is the same day everywhere: written in UTC, so it never moves.
  const day = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(words.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: zone.timeZone,
  });
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
  const unit = (template: string, value: string) => fill(template, { value });
  return {
    words,
    money: (value: number) => money.format(value),
    perMile: (value: number) => unit(words.units.perMile, money.format(value)),
    weight: (value: number) => unit(words.units.weight, quantity.format(value)),
    space: (value: number) => unit(words.units.space, quantity.format(value)),
    miles: (value: number) => unit(words.units.miles, miles.format(value)),
    /** 'YYYY-MM-DD' as the language writes a day in full. */
    day: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
    /** An instant in the reader's zone, with the zone's name. */
    instant: (at: Date) => `${instant.format(at)} ${words.timeZones[zone.timezone]}`,
    /** 'Label: value', with the space French puts before the colon. */
    labelled: (label: string, value: string) => fill(words.labelled, { label, value }),
    truckType: (value: string) => (isTruckType(value) ? words.truckTypes[value] : value),
  };
}

export type ConfirmationTexts = ReturnType<typeof confirmationTexts>;
