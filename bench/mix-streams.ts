import http from 'node:http';
import type { Member } from './mix-actions.ts';

/** As EventSource, which the server tells to wait this long (`retry: 3000`) before it reconnects. */
const RECONNECT_MS = 3000;

export interface Streams {
  /** How many streams are open now. */
  open(): number;
  close(): void;
}

/**
 * `count` live streams of the unread count (GET /api/notifications/stream), the members' in turn, as
 * open tabs of the web app keep them: each read as it comes and opened again when it drops. Answers
 * once every one has answered once, open or not.
 */
export async function openStreams(origin: string, members: Member[], count: number): Promise<Streams> {
  const live = new Set<http.ClientRequest>();
  let open = 0;
  let closing = false;
  const connect = (member: Member, first?: () => void) => {
    const request = http.get(
      `${origin}/api/notifications/stream?token=${encodeURIComponent(member.token)}`,
      { agent: false },
      (res) => {
        first?.();
        if (res.statusCode !== 200) return void res.resume();
        open++;
        res.resume();
        res.on('close', () => {
          open--;
          live.delete(request);
          if (!closing) setTimeout(() => connect(member), RECONNECT_MS);
        });
      },
    );
    request.on('error', () => {
      first?.();
      live.delete(request);
      if (!closing) setTimeout(() => connect(member), RECONNECT_MS);
    });
    live.add(request);
  };
  await Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<void>((resolve) => {
          let answered = false;
          connect(members[index % members.length] as Member, () => {
            if (!answered) resolve();
            answered = true;
          });
        }),
    ),
  );
  return {
    open: () => open,
    close() {
      closing = true;
      for (const request of live) request.destroy();
    },
  };
}
