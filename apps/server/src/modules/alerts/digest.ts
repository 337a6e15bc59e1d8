import type { Language, RouteAlert, ServiceArea } from '@loadboard/contracts';
import type { AlertMatch } from '../settings/index.ts';

/** One of a user's alerts that a post matched: a service area or a route alert. */
export type MatchedAlert = ({ kind: 'area' } & ServiceArea) | ({ kind: 'lane' } & RouteAlert);

/** What one user is told about one batch of new posts: one notification, one email. */
export interface AlertDigest {
  userId: number;
  language: Language;
  /** In-app alert wanted (the bell). */
  notifications: boolean;
  emailAlerts: boolean;
  /** The batch's posts that match the user's alerts, oldest first. */
  loadIds: number[];
  /** The alert that matched the most of them; in a tie a service area, then the first met. */
  lead: MatchedAlert;
  /** How many other alerts of the user matched some of them. */
  otherAlerts: number;
}

const alertKey = (alert: MatchedAlert) =>
  alert.kind === 'area'
    ? `area:${alert.zipCode}:${alert.radius}`
    : `lane:${alert.originZip}:${alert.destinationZip}`;

interface UserMatches {
  first: AlertMatch;
  loadIds: number[];
  /** Each matched alert and how many posts it matched, in first-met order. */
  alerts: Map<string, { alert: MatchedAlert; posts: number }>;
}

/**
 * Folds the matches of one batch (one per post and user, a slice of posts at a time) into one digest
 * per user, so an import of 200 posts that all match someone tells them once: '200 new loads match
 * your Chicago, IL service area'. Only counts are kept per user, however big the batch.
 */
export class AlertDigests {
  private readonly byUser = new Map<number, UserMatches>();

  add(matches: readonly AlertMatch[]): void {
    for (const match of matches) {
      let user = this.byUser.get(match.userId);
      if (!user) {
        user = { first: match, loadIds: [], alerts: new Map() };
        this.byUser.set(match.userId, user);
      }
      user.loadIds.push(match.loadId);
      const alerts: MatchedAlert[] = [
        ...match.serviceAreas.map((area) => ({ kind: 'area' as const, ...area })),
        ...match.routeAlerts.map((lane) => ({ kind: 'lane' as const, ...lane })),
      ];
      for (const alert of alerts) {
        const key = alertKey(alert);
        const seen = user.alerts.get(key);
        if (seen) seen.posts += 1;
        else user.alerts.set(key, { alert, posts: 1 });
      }
    }
  }

  list(): AlertDigest[] {
    return [...this.byUser.values()].flatMap(({ first, loadIds, alerts }) => {
      // Map order is first-met order, and a stable sort keeps it among equals.
      const [lead] = [...alerts.values()].sort(
        (a, b) => b.posts - a.posts || Number(a.alert.kind === 'lane') - Number(b.alert.kind === 'lane'),
      );
      if (!lead) return [];
      return [
        {
          userId: first.userId,
          language: first.language,
          notifications: first.notifications,
          emailAlerts: first.emailAlerts,
          loadIds: [...loadIds].sort((a, b) => a - b),
          lead: lead.alert,
          otherAlerts: alerts.size - 1,
        },
      ];
    });
  }
}
