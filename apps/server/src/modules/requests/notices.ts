import type { Language } from '@loadboard/contracts';
import type { LoadRow } from '../loads/index.ts';

export type NoticeLoad = Pick<
  LoadRow,
  'jobNumber' | 'originLocation' | 'destinationLocation' | 'pickupDate' | 'loadType'
>;

interface Words {
  /** Money as the language writes it, always in dollars with a plain '$'. */
  money: Intl.NumberFormat;
  /** A calendar date, YYYY-MM-DD, as people of the language write it. */
  date(isoDate: string): string;
  /** The post without a job number: its lane and pickup day. */
  pickup(date: string): string;
  requested(company: string, type: string, load: string, rate: string): string;
  accepted(company: string, load: string, rate: string): string;
  rejected(company: string, load: string, rate: string): string;
  /** Said after `rejected` when the owner accepted another carrier. */
  assignedToOther: string;
  countered(company: string, load: string, rate: string): string;
  counterAccepted(company: string, load: string, rate: string): string;
  counterDeclined(company: string, load: string, rate: string): string;
  withdrawn(company: string, load: string, rate: string): string;
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
    requested: (company, type, load, rate) => `${company} requested your ${type} load ${load} at ${rate}`,
    accepted: (company, load, rate) => `${company} accepted your request for load ${load} at ${rate}`,
    rejected: (company, load, rate) => `${company} rejected your request for load ${load} at ${rate}`,
    assignedToOther: 'the load was assigned to another carrier',
    countered: (company, load, rate) => `${company} countered your request for load ${load} with ${rate}`,
    counterAccepted: (company, load, rate) =>
      `${company} accepted your counter-offer for load ${load} at ${rate}`,
    counterDeclined: (company, load, rate) =>
      `${company} declined your counter-offer for load ${load} at ${rate}`,
    withdrawn: (company, load, rate) => `${company} withdrew their request for load ${load} at ${rate}`,
    booked: (company, type, load, rate) => `${company} booked your ${type} load ${load} at ${rate}`,
  },
  es: {
    money: money('es-US'),
    date: dayFirst,
    pickup: (date) => `recogida el ${date}`,
    requested: (company, type, load, rate) => `${company} solicitó su carga ${type} ${load} por ${rate}`,
    accepted: (company, load, rate) => `${company} aceptó su solicitud de la carga ${load} por ${rate}`,
    rejected: (company, load, rate) => `${company} rechazó su solicitud de la carga ${load} por ${rate}`,
    assignedToOther: 'la carga se asignó a otro transportista',
    countered: (company, load, rate) =>
      `${company} hizo una contraoferta de ${rate} a su solicitud de la carga ${load}`,
    counterAccepted: (company, load, rate) =>
      `${company} aceptó su contraoferta para la carga ${load} por ${rate}`,
    counterDeclined: (company, load, rate) =>
      `${company} rechazó su contraoferta para la carga ${load} por ${rate}`,
    withdrawn: (company, load, rate) => `${company} retiró su solicitud de la carga ${load} por ${rate}`,
    booked: (company, type, load, rate) => `${company} reservó su carga ${type} ${load} por ${rate}`,
  },
  fr: {
    money: money('fr-FR'),
    date: dayFirst,
    pickup: (date) => `enlèvement le ${date}`,
    requested: (company, type, load, rate) =>
      `${company} a demandé votre chargement ${type} ${load} à ${rate}`,
    accepted: (company, load, rate) =>
      `${company} a accepté votre demande pour le chargement ${load} à ${rate}`,
    rejected: (company, load, rate) =>
      `${company} a refusé votre demande pour le chargement ${load} à ${rate}`,
    assignedToOther: 'le chargement a été attribué à un autre transporteur',
    countered: (company, load, rate) =>
      `${company} a fait une contre-offre de ${rate} à votre demande pour le chargement ${load}`,
    counterAccepted: (company, load, rate) =>
      `${company} a accepté votre contre-offre pour le chargement ${load} à ${rate}`,
    counterDeclined: (company, load, rate) =>
      `${company} a refusé votre contre-offre pour le chargement ${load} à ${rate}`,
    withdrawn: (company, load, rate) => `${company} a retiré sa demande pour le chargement ${load} à ${rate}`,
    booked: (company, type, load, rate) => `${company} a réservé votre chargement ${type} ${load} à ${rate}`,
  },
};

/**
 * The sentences of the notifications requests give rise to, in the recipient's language: they are
 * stored as written, like load alerts. A post is named as every screen names it, by its job number
 * and lane ('JB-1042 Chicago, IL → Dallas, TX'), or without a job number (a truck, say) by its lane
 * and pickup day; the internal id means nothing to users.
 */
export function requestNotices(language: Language) {
  const words = WORDS[language];
  const label = (load: NoticeLoad) => {
    const lane = `${load.originLocation} → ${load.destinationLocation}`;
    return load.jobNumber
      ? `${load.jobNumber} ${lane}`
      : `${lane} (${words.pickup(words.date(load.pickupDate))})`;
  };
  const rate = (value: number) => words.money.format(value);
  return {
    requested: (requesterCompany: string, load: NoticeLoad, value: number) =>
      words.requested(requesterCompany, load.loadType, label(load), rate(value)),
    accepted: (ownerCompany: string, load: NoticeLoad, value: number) =>
      words.accepted(ownerCompany, label(load), rate(value)),
    rejected: (ownerCompany: string, load: NoticeLoad, value: number) =>
      words.rejected(ownerCompany, label(load), rate(value)),
    /** A PENDING request closed because the owner accepted another one. */
    assignedToOther: (ownerCompany: string, load: NoticeLoad, value: number) =>
      `${words.rejected(ownerCompany, label(load), rate(value))}: ${words.assignedToOther}`,
    /** To the requester: the owner's new number. */
    countered: (ownerCompany: string, load: NoticeLoad, value: number) =>
      words.countered(ownerCompany, label(load), rate(value)),
    /** To the owner: the requester took the counter, the deal is made at it. */
    counterAccepted: (requesterCompany: string, load: NoticeLoad, value: number) =>
      words.counterAccepted(requesterCompany, label(load), rate(value)),
    /** To the owner: the requester turned the counter down, closing the request. */
    counterDeclined: (requesterCompany: string, load: NoticeLoad, value: number) =>
      words.counterDeclined(requesterCompany, label(load), rate(value)),
    /** To the owner: a carrier took the post at its Book Now rate. */
    booked: (carrierCompany: string, load: NoticeLoad, value: number) =>
      words.booked(carrierCompany, load.loadType, label(load), rate(value)),
    /** To the owner: the requester took back their request. */
    withdrawn: (requesterCompany: string, load: NoticeLoad, value: number) =>
      words.withdrawn(requesterCompany, label(load), rate(value)),
  };
}
