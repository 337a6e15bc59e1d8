import type { Translation } from '../en/index.ts';

export const companies: Translation['companies'] = {
  badge: {
    since: 'Depuis {{year}}',
    deals_one: '{{count}} affaire',
    deals_other: '{{count}} affaires',
    answered: '{{share}} de réponses',
    noAnswers: 'Aucune demande encore',
    label: '{{company}} : membre depuis {{year}}, {{deals}} en 90 jours, {{answers}}',
  },
  card: {
    open: "Fiche de l'entreprise {{company}}",
    title: "Fiche de l'entreprise",
    heading: "Fiche de l'entreprise\u00a0: {{company}}",
    subtitle: 'Les 90 derniers jours sur ce tableau',
    memberSince: 'Membre depuis',
    userType: "Type d'utilisateur",
    dotNumber: 'Numéro DOT',
    posts: 'Annonces',
    dealsAsPoster: 'Affaires sur ses annonces',
    dealsAsCarrier: 'Affaires comme transporteur',
    completed: 'Affaires terminées',
    cancelled: "Annulées après l'attribution",
    answeredWithin24h: 'Demandes traitées sous 24 h',
    answeredShare: '{{share}} ({{answered}} sur {{counted}})',
    medianAnswer: 'Délai médian de réponse',
    none: 'Aucune pour l’instant',
    contactChangedToday: "E-mail, téléphone ou nom d'entreprise modifié aujourd'hui",
    contactChanged_one: "E-mail, téléphone ou nom d'entreprise modifié hier",
    contactChanged_other: "E-mail, téléphone ou nom d'entreprise modifié il y a {{count}} jours",
    unavailable: "La fiche de l'entreprise n'a pas pu être chargée.",
  },
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h {{minutes}} min',
    days: '{{days}} j {{hours}} h',
  },
};
