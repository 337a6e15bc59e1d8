import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a quick cached read to a slow export, around the 50 ms and 100 ms targets. */
const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a process's figures are read from when scraped, each given by the part that owns it. */
export interface MetricSources {
  /** The database pool: connections working and requests waiting for one (PostgreSQL only). */
  pool?: () => { inUse: number; waiting: number };
  /** The admission line in front of the database. */
  admission?: () => { working: number; waiting: number; refused: number };
  /** Event streams open on this instance. */
  liveStreams?: () => number;
  /** Background jobs queued and running, by job name, across every worker. */
  jobQueues?: () => Promise<{ name: string; queued: number; active: number }[]>;
}

/**
 * One process's figures in Prometheus's text format (docs/operations.md lists them). Each process
 * (and each app a test builds) has its own registry: prom-client's global one would refuse a second
 * app's metrics of the same names.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  private readonly jobRuns: Counter<'name' | 'outcome'>;
  private readonly emails: Counter<'outcome'>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requestSeconds = new Histogram({
      name: 'loadboard_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status; its _count is the request count',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_SECONDS_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'loadboard_job_runs_total',
      help: 'Background job runs this process finished, by job name and outcome (completed, failed)',
      labelNames: ['name', 'outcome'],
      registers,
    });
    this.emails = new Counter({
      name: 'loadboard_emails_total',
      help: 'Emails this process sent or wrote to the outbox (sent), or failed to',
      labelNames: ['outcome'],
      registers,
    });
  }

  /** A request answered: `route` is its pattern, none when no route matched. */
  requestAnswered(method: string, route: string | undefined, status: number, seconds: number): void {
    this.requestSeconds.observe({ method, route: route ?? 'unmatched', status }, seconds);
  }

  jobFinished(name: string, outcome: 'completed' | 'failed'): void {
    this.jobRuns.inc({ name, outcome });
  }

  emailFinished(outcome: 'sent' | 'failed'): void {
    this.emails.inc({ outcome });
  }

  /** Gauges read from `sources` at each scrape; a source given twice replaces the first. */
  watch(sources: MetricSources): void {
    const registers = [this.registry];
    const { pool, admission, liveStreams, jobQueues } = sources;
    if (pool) {
      this.gauge('loadboard_db_pool_in_use', 'Database connections working', registers, (gauge) =>
        gauge.set(pool().inUse),
      );
      this.gauge(
        'loadboard_db_pool_waiting',
        'Queries waiting for a database connection',
        registers,
        (gauge) => gauge.set(pool().waiting),
      );
    }
    if (admission) {
      this.gauge(
        'loadboard_admission_working',
        'API requests holding an admission slot',
        registers,
        (gauge) => gauge.set(admission().working),
      );
      this.gauge(
        'loadboard_admission_waiting',
        'API requests waiting in the admission line',
        registers,
        (gauge) => gauge.set(admission().waiting),
      );
      this.registry.removeSingleMetric('loadboard_admission_refused_total');
      let counted = 0;
      new Counter({
        name: 'loadboard_admission_refused_total',
        help: 'API requests answered 503 because the admission line was too long',
        registers,
        collect() {
          const refused = admission().refused;
          this.inc(refused - counted);
          counted = refused;
        },
      });
    }
    if (liveStreams)
      this.gauge('loadboard_live_streams_open', 'Notification event streams open', registers, (gauge) =>
        gauge.set(liveStreams()),
      );
    if (jobQueues) {
      this.registry.removeSingleMetric('loadboard_jobs');
      new Gauge({
        name: 'loadboard_jobs',
        help: 'Background jobs in the queue by job name and state (queued, active), across every worker',
        labelNames: ['name', 'state'],
        registers,
        async collect() {
          this.reset();
          for (const queue of await jobQueues()) {
            this.set({ name: queue.name, state: 'queued' }, queue.queued);
            this.set({ name: queue.name, state: 'active' }, queue.active);
          }
        },
      });
    }
  }

  /** The text a scrape answers, and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  private gauge(name: string, help: string, registers: Registry[], read: (gauge: Gauge) => void): void {
    this.registry.removeSingleMetric(name);
    new Gauge({
      name,
      help,
      registers,
      collect() {
        read(this);
      },
    });
  }
}
