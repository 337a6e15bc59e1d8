import { BOARD_SORTS, type UserType } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { BENCH_PASSWORD, type BenchAccounts, benchZips } from './generate.ts';
import { rowsOf } from './lib/filled-database.ts';

/**
 * What the virtual users of the mix bench (mix.ts) do: each turn one action, drawn by its share of a
 * day's traffic, by a member of the kind that does it, as the web app sends its calls.
 */

export type Role = 'broker' | 'rfpCarrier' | 'rfdCarrier';

export interface Member {
  role: Role;
  token: string;
}

/** Each call's answer times (ms) and failures, by "action: call". */
export type Tally = Record<string, { times: number[]; errors: number; lastError?: string }>;

/** Members signed in of each kind: enough that no one account carries the load. */
const MEMBERS: Record<Role, { userType: UserType; count: number }> = {
  broker: { userType: 'BROKER', count: 30 },
  rfpCarrier: { userType: 'RFP_CARRIER', count: 30 },
  rfdCarrier: { userType: 'RFD_CARRIER', count: 20 },
};

const CITIES = ['Chicago', 'Dallas', 'Atlanta', 'Los Angeles', 'Memphis', 'Denver'];
const STATES = ['TX', 'IL', 'CA', 'GA', 'OH', 'PA'];
const HUB_ZIPS = ['60601', '75201', '30303', '90012', '38103', '80202'];
const LOWER_48 = 'north=49.5&south=24.5&east=-66.5&west=-125';
const CHICAGO_Z8 = 'north=43.5&south=40.25&east=-84.33&west=-90.93';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A post of the run: who posted it and what, for its edits and its requests. */
interface RunPost {
  id: number;
  owner: Member;
  body: Record<string, unknown>;
}

export class MixActions {
  /** Posts made during the run that carriers may still request. */
  private readonly requestable: RunPost[] = [];
  /** Requests made during the run, waiting for their post's owner. */
  private readonly toAccept: { id: number; owner: Member }[] = [];
  private readonly posted = new Map<Member, RunPost[]>();
  private jobNumber = 0;

  private constructor(
    private readonly origin: string,
    readonly members: Member[],
    private readonly boardPosts: { id: number; from: string; to: string }[],
    private readonly zips: string[],
  ) {}

  /** Signs the members in through `origin` and reads the board posts that details open. */
  static async prepare(database: Database, origin: string, accounts: BenchAccounts): Promise<MixActions> {
    const members: Member[] = [];
    for (const [role, { userType, count }] of Object.entries(MEMBERS) as [Role, (typeof MEMBERS)[Role]][]) {
      const rows = rowsOf(
        await database.db.execute(
          sql`SELECT email FROM users WHERE user_type = ${userType} AND email LIKE '%@bench.example.com'
              ORDER BY id LIMIT ${count}`,
        ),
      );
      for (const row of rows) members.push({ role, token: await signIn(origin, String(row.email)) });
    }
    const posts = rowsOf(
      await database.db.execute(
        sql`SELECT id, origin_zip, destination_zip FROM loads
            WHERE status = 'ACTIVE' AND load_type = 'RFP' AND owner_id <> ${accounts.carrier.id}
            ORDER BY id DESC LIMIT 5000`,
      ),
    ).map((row) => ({ id: Number(row.id), from: String(row.origin_zip), to: String(row.destination_zip) }));
    return new MixActions(
      origin,
      members,
      posts,
      benchZips().map(({ zip }) => zip),
    );
  }

  /** One turn of a virtual user: an action drawn by its share, all of its calls tallied. */
  async runOne(tally: Tally): Promise<void> {
    let draw = Math.random() * 100;
    for (const [share, action] of this.shares) {
      draw -= share;
      if (draw < 0) return action(tally);
    }
  }

  /** Each action's share of the traffic, in percent. */
  private readonly shares: [number, (tally: Tally) => Promise<void>][] = [
    [40, (tally) => this.boardAndSearch(tally)],
    [10, (tally) => this.map(tally)],
    [10, (tally) => this.details(tally)],
    [10, (tally) => this.dashboard(tally)],
    [10, (tally) => this.notifications(tally)],
    [5, (tally) => this.settings(tally)],
    [10, (tally) => this.postOrEdit(tally)],
    [5, (tally) => this.requestOrAccept(tally)],
  ];

  private member(...roles: Role[]): Member {
    return pick(this.members.filter((member) => roles.includes(member.role)));
  }

  /** Brokers and RFD carriers page and filter the board; RFP carriers search. */
  private async boardAndSearch(tally: Tally) {
    const member = pick(this.members);
    if (member.role === 'rfpCarrier') {
      const searches = [
        `/api/loads/search?sort=${pick(BOARD_SORTS)}&page=1&limit=10`,
        `/api/loads/search?originZip=${pick(HUB_ZIPS)}&originRadius=100&sort=distance&page=1&limit=10`,
        `/api/loads/search?originZip=${pick(HUB_ZIPS)}&originRadius=100&destinationZip=${pick(HUB_ZIPS)}&destinationRadius=150&page=1&limit=10`,
        `/api/loads/search?location=${encodeURIComponent(pick(CITIES))}&limit=10`,
      ];
      await this.call(tally, 'board and search: search', member, 'GET', pick(searches));
      return;
    }
    const filters = [
      '',
      `&origin=${encodeURIComponent(pick(CITIES))}`,
      `&origin=${pick(STATES)}&type=RFP`,
      `&origin=${encodeURIComponent(pick(CITIES))}&destination=${pick(STATES)}`,
      `&startDate=${inDays(0)}&endDate=${inDays(6)}`,
    ];
    const filter = pick(filters);
    const page = Math.random() < 0.8 ? 1 : 2 + Math.floor(Math.random() * 49);
    await this.call(
      tally,
      'board and search: board',
      member,
      'GET',
      `/api/loads/all-loads?page=${page}&limit=10&sort=${pick(BOARD_SORTS)}${filter}`,
    );
    if (page === 1)
      await this.call(
        tally,
        'board and search: board analytics',
        member,
        'GET',
        `/api/loads/analytics?${filter.slice(1)}`,
      );
  }

  /** The Search Loads map: the markers of a view and the list beside them. */
  private async map(tally: Tally) {
    const member = this.member('rfpCarrier');
    const [box, zoom] = Math.random() < 0.5 ? [LOWER_48, 4] : [CHICAGO_Z8, 8];
    await this.call(
      tally,
      'map: map',
      member,
      'GET',
      `/api/loads/map?${box}&zoom=${zoom}&loadType=RFP,TRUCK`,
    );
    await this.call(
      tally,
      'map: map list',
      member,
      'GET',
      `/api/loads/search?${box}&loadType=RFP,TRUCK&sort=distance&page=1&limit=20`,
    );
  }

  /** A post's details and its driving directions. */
  private async details(tally: Tally) {
    const member = this.member('rfpCarrier', 'broker');
    const post = pick(this.boardPosts);
    await this.call(tally, 'details: details', member, 'GET', `/api/loads/${post.id}`);
    await this.call(
      tally,
      'details: driving directions',
      member,
      'GET',
      `/api/geo/route?from=${post.from}&to=${post.to}`,
    );
  }

  private async dashboard(tally: Tally) {
    const member = pick(this.members);
    const path = { broker: 'broker', rfpCarrier: 'rfp-carrier', rfdCarrier: 'rfd-carrier' }[member.role];
    await this.call(tally, 'dashboards: dashboard', member, 'GET', `/api/dashboard/${path}`);
  }

  /** The bell opened: the latest notifications and the unread count. */
  private async notifications(tally: Tally) {
    const member = pick(this.members);
    await this.call(
      tally,
      'notifications: notifications',
      member,
      'GET',
      '/api/notifications?page=1&limit=10',
    );
    await this.call(tally, 'notifications: unread count', member, 'GET', '/api/notifications/unread-count');
  }

  private async settings(tally: Tally) {
    const member = pick(this.members);
    await this.call(tally, 'settings and profile: settings', member, 'GET', '/api/settings');
    await this.call(tally, 'settings and profile: profile', member, 'GET', '/api/auth/profile');
  }

  /** A member posts (three times in four) or edits one of the run's posts. */
  private async postOrEdit(tally: Tally) {
    const member = pick(this.members);
    const own = this.posted.get(member) ?? [];
    if (own.length === 0 || Math.random() < 0.75) return this.post(tally, 'posts and edits: post', member);
    const post = pick(own);
    post.body = { ...post.body, rate: Number(post.body.rate) + 25 };
    await this.call(tally, 'posts and edits: edit', member, 'PUT', `/api/loads/${post.id}`, post.body);
  }

  /** A carrier requests one of the run's posts, or its owner accepts a request made on it. */
  private async requestOrAccept(tally: Tally) {
    const accept = this.toAccept.length > 0 && (Math.random() < 0.5 || this.requestable.length === 0);
    if (!accept) {
      if (!(await this.request(tally, 'requests and accepts: request', this.member('rfpCarrier'))))
        await this.details(tally);
      return;
    }
    const request = this.toAccept.splice(Math.floor(Math.random() * this.toAccept.length), 1)[0];
    if (!request) return;
    await this.call(
      tally,
      'requests and accepts: accept',
      request.owner,
      'PATCH',
      `/api/requests/${request.id}/status`,
      {
        status: 'ACCEPTED',
      },
    );
  }

  /**
   * `member` posts on a lane and day of its own (a broker an RFP load, an RFP carrier an RFD load, an
   * RFD carrier its truck); the post is kept for edits, and a broker's for requests.
   */
  async post(tally: Tally, name: string, member: Member): Promise<void> {
    const pickup = 1 + Math.floor(Math.random() * 30);
    const freight = {
      jobNumber: `MIX-${process.pid}-${++this.jobNumber}`,
      pickupZip: pick(this.zips),
      deliveryZip: pick(this.zips),
      pickupDate: inDays(pickup),
      deliveryDate: inDays(pickup + 2),
      rate: 1500 + Math.floor(Math.random() * 1500),
      balance: 1000,
      weight: 20_000 + Math.floor(Math.random() * 20_000),
      cubicFeet: 2000,
    };
    // An RFD carrier posts its truck's open space; the others post loads.
    const body =
      member.role === 'rfdCarrier'
        ? {
            ...freight,
            ratePerMile: 2.4,
            minimumRate: 900,
            equipmentDetails: { year: 2021, make: 'Freightliner', model: 'Cascadia' },
            driverInfo: { name: 'Bench Driver', experience: '8 years' },
          }
        : freight;
    const answer = await this.call(tally, name, member, 'POST', '/api/loads', body);
    const id = (answer as { data?: { id?: number } } | undefined)?.data?.id;
    if (!id) return;
    const post = { id, owner: member, body };
    this.posted.set(member, [...(this.posted.get(member) ?? []), post]);
    if (member.role === 'broker') this.requestable.push(post);
  }

  /** `member`, an RFP carrier, requests one of the run's broker posts; false when none is left. */
  async request(tally: Tally, name: string, member: Member): Promise<boolean> {
    const post = this.requestable.shift();
    if (!post) return false;
    // A requested post may soon be accepted, and only ACTIVE posts can be edited.
    this.posted.set(
      post.owner,
      (this.posted.get(post.owner) ?? []).filter((own) => own !== post),
    );
    const answer = await this.call(tally, name, member, 'POST', `/api/loads/${post.id}/request`, {
      proposedRate: Number(post.body.rate) - 50,
      message: 'Available with a dry van.',
    });
    const id = (answer as { data?: { id?: number } } | undefined)?.data?.id;
    if (id) this.toAccept.push({ id, owner: post.owner });
    return true;
  }

  /**
   * One call, tallied as `name` ("action: call"), timed from the request to the answer's last byte;
   * answers its JSON when 2xx.
   */
  private async call(
    tally: Tally,
    name: string,
    member: Member,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    tally[name] ??= { times: [], errors: 0 };
    const entry = tally[name];
    const started = performance.now();
    try {
      const res = await fetch(`${this.origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${member.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const took = performance.now() - started;
      if (res.ok) {
        entry.times.push(took);
        return JSON.parse(text) as unknown;
      }
      entry.errors++;
      entry.lastError = `${res.status} ${text.slice(0, 80)}`;
    } catch (error) {
      entry.errors++;
      entry.lastError = (error as Error).message;
    }
    return undefined;
  }
}

async function signIn(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`signing in ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
