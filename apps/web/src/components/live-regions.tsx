import { useEffect, useState } from 'react';
import { type Announcement, onAnnouncement, type Politeness } from '../lib/announce.ts';

/**
 * How long a sentence stays in its region: long enough to be read, short enough that a reader
 * browsing the page later does not come upon stale news.
 */
export const ANNOUNCEMENT_MS = 7_000;

/**
 * The page's two live regions, polite and assertive, drawn once with the app and never replaced:
 * a screen reader only hears what is added to a region it already knows. Each sentence is added as
 * its own line, so the same sentence said twice is heard twice, and goes after ANNOUNCEMENT_MS.
 */
export function LiveRegions() {
  const [said, setSaid] = useState<Announcement[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onAnnouncement((announcement) => {
      setSaid((current) => [...current, announcement]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setSaid((current) => current.filter((entry) => entry !== announcement));
      }, ANNOUNCEMENT_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  const region = (politeness: Politeness) => (
    <div aria-live={politeness} data-live-region={politeness}>
      {said
        .filter((entry) => entry.politeness === politeness)
        .map((entry) => (
          <p key={entry.id}>{entry.text}</p>
        ))}
    </div>
  );
  return (
    <div className="visually-hidden">
      {region('polite')}
      {region('assertive')}
    </div>
  );
}
