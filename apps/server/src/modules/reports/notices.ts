import type { Language, ReportReason } from '@loadboard/contracts';

/** A reported post as the notices name it: its lane and pickup day. */
export interface NoticePost {
  originLocation: string;
  destinationLocation: string;
  pickupDate: string;
}

interface Words {
  /** A calendar date, YYYY-MM-DD, as people of the language write it. */
  date(isoDate: string): string;
  post(lane: string, date: string): string;
  reasons: Record<ReportReason, string>;
  removed(post: string, reasons: string): string;
  reviewed(post: string): string;
  outcomeRemoved: string;
  outcomeInOrder: string;
}

const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const WORDS: Record<Language, Words> = {
  en: {
    date: monthFirst,
    post: (lane, date) => `${lane} (pickup ${date})`,
    reasons: {
      PHANTOM: 'phantom or already moved',
      WRONG_DETAILS: 'wrong details',
      FRAUD: 'suspected fraud or double brokering',
      OTHER: 'other',
    },
    removed: (post, reasons) => `Your post ${post} was removed after members reported it: ${reasons}`,
    reviewed: (post) => `Your report on ${post} was reviewed`,
    outcomeRemoved: 'the post was removed',
    outcomeInOrder: 'the post was found in order',
  },
  es: {
    date: dayFirst,
    post: (lane, date) => `${lane} (recogida el ${date})`,
    reasons: {
      PHANTOM: 'fantasma o ya movida',
      WRONG_DETAILS: 'datos incorrectos',
      FRAUD: 'sospecha de fraude o doble intermediación',
      OTHER: 'otro',
    },
    removed: (post, reasons) => `Su publicación ${post} se retiró tras reportes de miembros: ${reasons}`,
    reviewed: (post) => `Su reporte sobre ${post} fue revisado`,
    outcomeRemoved: 'la publicación se retiró',
    outcomeInOrder: 'la publicación está en regla',
  },
  fr: {
    date: dayFirst,
    post: (lane, date) => `${lane} (enlèvement le ${date})`,
    reasons: {
      PHANTOM: 'fantôme ou déjà parti',
      WRONG_DETAILS: 'informations erronées',
      FRAUD: 'fraude ou double courtage soupçonnés',
      OTHER: 'autre',
    },
    removed: (post, reasons) =>
      `Votre annonce ${post} a été retirée après des signalements de membres : ${reasons}`,
    reviewed: (post) => `Votre signalement sur ${post} a été examiné`,
    outcomeRemoved: "l'annonce a été retirée",
    outcomeInOrder: "l'annonce a été jugée conforme",
  },
};

/**
 * The sentences of the notifications a review gives rise to, in the recipient's language (stored as
 * written, like the requests' notices). Reporters learn what became of the post, never what was done
 * to the poster's account.
 */
export function reviewNotices(language: Language) {
  const words = WORDS[language];
  const name = (post: NoticePost) =>
    words.post(`${post.originLocation} → ${post.destinationLocation}`, words.date(post.pickupDate));
  return {
    /** To the owner: the post was removed, and why it was reported. */
    removed: (post: NoticePost, reasons: readonly ReportReason[]) =>
      words.removed(name(post), [...new Set(reasons)].map((reason) => words.reasons[reason]).join(', ')),
    /** To a reporter: the outcome of their report. */
    reviewed: (post: NoticePost, removed: boolean) =>
      `${words.reviewed(name(post))}: ${removed ? words.outcomeRemoved : words.outcomeInOrder}`,
  };
}
