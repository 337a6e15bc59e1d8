import type { Language } from '@loadboard/contracts';
import type { NoticeLoad } from './notices.ts';

interface Words {
  /** Money as the language writes it, always in dollars with a plain '$'. */
  money: Intl.NumberFormat;
  /** A calendar date, YYYY-MM-DD, as people of the language write it. */
  date(isoDate: string): string;
  /** The post without a job number: its lane and pickup day. */
  pickup(date: string): string;
  booked(company: string, type: string, load: string, rate: string): string;
}

const money = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const WORDS: Record<Language, Words> = {
  en: {
    money: money('en-US'),
    date: monthFirst,
    pickup: (date) => `pickup ${date}`,
    booked: (company, type, load, rate) => `${company} booked your ${type} load ${load} at ${rate}`,
  },
  es: {
    money: money('es-US'),
    date: dayFirst,
    pickup: (date) => `recogida el ${date}`,
    booked: (company, type, load, rate) => `${company} reservó su carga ${type} ${load} por ${rate}`,
  },
  fr: {
    money: money('fr-FR'),
    date: dayFirst,
    pickup: (date) => `enlèvement le ${date}`,
    booked: (company, type, load, rate) => `${company} a réservé votre chargement ${type} ${load} à ${rate}`,
  },
};

/**
 * The sentence of the owner's LOAD_BOOKED notification, in the owner's language, the post named as
 * requestNotices names it (its job number and lane, or its lane and pickup day).
 */
export function bookingNotices(language: Language) {
  const words = WORDS[language];
  const label = (load: NoticeLoad) => {
    const lane = `${load.originLocation} → ${load.destinationLocation}`;
    return load.jobNumber
      ? `${load.jobNumber} ${lane}`
      : `${lane} (${words.pickup(words.date(load.pickupDate))})`;
  };
  return {
    booked: (carrierCompany: string, load: NoticeLoad, rate: number) =>
      words.booked(carrierCompany, load.loadType, label(load), words.money.format(rate)),
  };
}
