import type { LoadView } from '@loadboard/contracts';
import { emailBodies } from '../../lib/email-body.ts';
import type { NewNotification } from '../notifications/index.ts';
import { ALERT_TEXTS, type AlertTexts } from './alert-texts.ts';
import type { AlertDigest, MatchedAlert } from './digest.ts';
import type { NewAlertEmailRow } from './queries.ts';

/** Posts an alert email lists; more are counted ('and 5 more'). */
export const EMAIL_LIST_MAX = 10;

/** The posts of a digest that its alert describes: the one post, or those its email lists. */
export function postsToDescribe(digest: AlertDigest): number[] {
  if (digest.loadIds.length === 1) return digest.loadIds;
  return digest.emailAlerts ? digest.loadIds.slice(0, EMAIL_LIST_MAX) : [];
}

/** Avail. Loads filtered near what matched: the service area's place, or the route alert's two ends. */
export function boardLink(alert: MatchedAlert): string {
  const filters: Record<string, string> =
    alert.kind === 'area'
      ? { origin: alert.location }
      : { origin: alert.originLocation, destination: alert.destinationLocation };
  return `/all-loads?${new URLSearchParams(filters)}`;
}

/** Avail. Loads filtered to one post's lane. */
const laneLink = (post: LoadView) =>
  `/all-loads?${new URLSearchParams({ origin: post.originLocation, destination: post.destinationLocation })}`;

const alertName = (texts: AlertTexts, alert: MatchedAlert) =>
  alert.kind === 'area'
    ? texts.area(alert.location)
    : texts.lane(alert.originLocation, alert.destinationLocation);

/** When the post moves: a freight post's pickup, a truck's availability. */
const postDate = (texts: AlertTexts, post: LoadView) =>
  post.loadType === 'TRUCK'
    ? texts.available(texts.date(post.availableDate ?? post.pickupDate))
    : texts.pickup(texts.date(post.pickupDate));

function price(texts: AlertTexts, post: LoadView): string | null {
  const money = (value: number) =>
    new Intl.NumberFormat(texts.locale, { style: 'currency', currency: 'USD' }).format(value);
  if (post.loadType === 'TRUCK') return post.ratePerMile === null ? null : `${money(post.ratePerMile)}/mi`;
  return post.rate === null ? null : money(post.rate);
}

/** One post as an email lists it: 'RFP load Chicago, IL → Dallas, TX, pickup 07/01/2025, $2,400.50'. */
function postLine(texts: AlertTexts, post: LoadView): string {
  const parts = [
    `${texts.typeName[post.loadType]} ${post.originLocation} → ${post.destinationLocation}`,
    postDate(texts, post),
    price(texts, post),
  ];
  return parts.filter((part) => part !== null).join(', ');
}

function described(posts: ReadonlyMap<number, LoadView>, id: number): LoadView {
  const post = posts.get(id);
  if (!post) throw new Error(`Post ${id} of an alert was not described`);
  return post;
}

/**
 * The alert's sentence in the user's language: the one post and what it matched ('New RFP load
 * Chicago, IL → Dallas, TX, pickup 07/01/2025, matches your Chicago, IL service area'), or the
 * summary of several ('12 new loads match your Chicago, IL service area').
 */
export function alertSentence(digest: AlertDigest, posts: ReadonlyMap<number, LoadView>): string {
  const texts = ALERT_TEXTS[digest.language];
  const [first] = digest.loadIds;
  if (digest.loadIds.length === 1 && first !== undefined) {
    const post = described(posts, first);
    return [
      `${texts.newPost[post.loadType]} ${post.originLocation} → ${post.destinationLocation}`,
      postDate(texts, post),
      texts.matches(alertName(texts, digest.lead)),
    ].join(', ');
  }
  const count = digest.loadIds.length.toLocaleString(texts.locale);
  return texts.summary(count, alertName(texts, digest.lead), digest.otherAlerts);
}

/** The LOAD_ALERT in the bell: about the one post (its details open), or leading to the board. */
export function alertNotification(
  digest: AlertDigest,
  posts: ReadonlyMap<number, LoadView>,
): NewNotification {
  const texts = ALERT_TEXTS[digest.language];
  const single = digest.loadIds.length === 1;
  return {
    userId: digest.userId,
    type: 'LOAD_ALERT',
    title: single ? texts.title.one : texts.title.many,
    message: alertSentence(digest, posts),
    loadId: single ? (digest.loadIds[0] ?? null) : null,
    link: single ? null : boardLink(digest.lead),
  };
}

/** The alert email in the user's language: the sentence, the posts, a link to them and to Settings. */
export function alertEmail(
  digest: AlertDigest,
  posts: ReadonlyMap<number, LoadView>,
  to: { email: string; firstName: string },
  publicUrl: string,
): NewAlertEmailRow {
  const texts = ALERT_TEXTS[digest.language];
  const sentence = alertSentence(digest, posts);
  const listed = digest.loadIds.slice(0, EMAIL_LIST_MAX).map((id) => postLine(texts, described(posts, id)));
  const more = digest.loadIds.length - listed.length;
  const [first] = digest.loadIds;
  const link =
    digest.loadIds.length === 1 && first !== undefined
      ? laneLink(described(posts, first))
      : boardLink(digest.lead);
  return {
    userId: digest.userId,
    recipient: to.email,
    subject: sentence,
    ...emailBodies(digest.language, [
      texts.hello(to.firstName),
      `${sentence}.`,
      { items: more > 0 ? [...listed, texts.more(more.toLocaleString(texts.locale))] : listed },
      { link: `${publicUrl}${link}`, label: texts.openBoard },
      texts.why,
      { link: `${publicUrl}/settings`, label: texts.settings },
    ]),
  };
}
