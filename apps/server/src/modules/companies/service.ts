import {
  COMPANY_BADGES_MAX,
  COMPANY_MESSAGES,
  type CompanyAnswers,
  type CompanyBadge,
  type CompanyCard,
} from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/row-id.ts';
import {
  answerMinutes,
  awaitingUnder24h,
  type CompanyWindowSums,
  companyAccounts,
  companyWindowSums,
} from './queries.ts';

/** A member id from the URL; anything else is a 400 naming `userId`. */
export function parseCompanyId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!isRowId(id)) throw badRequest(COMPANY_MESSAGES.badUserId);
  return id;
}

/** The member ids of a badge call: 1 to COMPANY_BADGES_MAX, each once, in the order given. */
export function parseCompanyIds(raw: string): number[] {
  const parts = raw.split(',').map((part) => part.trim());
  const ids = parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : 0));
  if (ids.length > COMPANY_BADGES_MAX || !ids.every(isRowId)) throw badRequest(COMPANY_MESSAGES.badUserIds);
  return [...new Set(ids)];
}

const NO_FIGURES: Omit<CompanyWindowSums, 'companyId'> = {
  posts: 0,
  dealsAsPoster: 0,
  dealsAsCarrier: 0,
  dealsCompleted: 0,
  dealsCancelled: 0,
  answeredWithin24h: 0,
  answeredLate: 0,
  withdrawnUnanswered: 0,
  awaitingAnswer: 0,
};

/**
 * The window's figures of each company, with the requests that count for its answer rate: answered,
 * withdrawn after 24 h unanswered, or still unanswered after 24 h (docs/decisions-made.md, Company
 * records).
 */
async function windowFigures(db: Db, ids: number[]) {
  const [sums, fresh] = await Promise.all([companyWindowSums(db, ids), awaitingUnder24h(db, ids)]);
  const sumsOf = new Map(sums.map((row) => [row.companyId, row]));
  const freshOf = new Map(fresh.map((row) => [row.companyId, row.requests]));
  return (id: number) => {
    const figures = sumsOf.get(id) ?? { companyId: id, ...NO_FIGURES };
    const counted =
      figures.answeredWithin24h +
      figures.answeredLate +
      figures.withdrawnUnanswered +
      figures.awaitingAnswer -
      (freshOf.get(id) ?? 0);
    const rate = counted > 0 ? figures.answeredWithin24h / counted : null;
    return { figures, counted, rate };
  };
}

/** The median of counted values, fastest first: the middle one, or the mean of the middle two. */
export function medianOfCounted(counts: readonly { minutes: number; requests: number }[]): number | null {
  const n = counts.reduce((sum, row) => sum + row.requests, 0);
  if (n === 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const row of counts) {
      seen += row.requests;
      if (position < seen) return row.minutes;
    }
    return counts[counts.length - 1]?.minutes ?? 0;
  };
  return (valueAt(Math.floor((n - 1) / 2)) + valueAt(Math.ceil((n - 1) / 2))) / 2;
}

/** A member company's card; an unknown id or an admin's account is a 404. */
export async function getCompanyCard(db: Db, userId: number): Promise<CompanyCard> {
  const [account] = await companyAccounts(db, [userId]);
  if (!account) throw notFound(COMPANY_MESSAGES.companyNotFound);
  const [figuresOf, minutes] = await Promise.all([windowFigures(db, [userId]), answerMinutes(db, userId)]);
  const { figures, counted, rate } = figuresOf(userId);
  const answers: CompanyAnswers = {
    counted,
    answeredWithin24h: figures.answeredWithin24h,
    rate,
    medianMinutes: medianOfCounted(minutes),
  };
  return {
    userId: account.userId,
    companyName: account.companyName,
    userType: account.userType,
    memberSince: account.memberSince.toISOString(),
    dotNumber: account.dotNumber,
    postsLast90Days: figures.posts,
    dealsLast90Days: {
      asPoster: figures.dealsAsPoster,
      asCarrier: figures.dealsAsCarrier,
      completed: figures.dealsCompleted,
      cancelled: figures.dealsCancelled,
    },
    answersLast90Days: answers,
    contactChangedDaysAgo: account.contactChangedDaysAgo,
  };
}

/** The badges of the member companies among `ids`, in the order asked; the others are left out. */
export async function getCompanyBadges(db: Db, ids: number[]): Promise<CompanyBadge[]> {
  const [accounts, figuresOf] = await Promise.all([companyAccounts(db, ids), windowFigures(db, ids)]);
  const accountOf = new Map(accounts.map((account) => [account.userId, account]));
  return ids.flatMap((id) => {
    const account = accountOf.get(id);
    if (!account) return [];
    const { figures, rate } = figuresOf(id);
    return [
      {
        userId: id,
        companyName: account.companyName,
        memberSince: account.memberSince.toISOString(),
        dealsLast90Days: figures.dealsAsPoster + figures.dealsAsCarrier,
        answerRate: rate,
      },
    ];
  });
}
