/** PostgreSQL plans a prepared statement's first five runs for their values (a custom plan) whatever it decides after. */
const POSTGRES_FIRST_CUSTOM_RUNS = 5;
/** Runs timed as PostgreSQL chooses, then as many timed on the generic plan. */
const TRIAL_RUNS = 5;
/** The generic plan is kept when its median takes at most this share of the other's. */
const GENERIC_WINS_AT = 0.8;
/**
 * A run on the generic plan (in the trial or kept) taking this many times the median of
 * PostgreSQL's choice, and at least DEMOTED_AFTER_MS, was given values that plan serves badly.
 */
const SLOWER_BY = 4;
const DEMOTED_AFTER_MS = 1;

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Whether a statement kept by name in PGlite runs on its generic plan, decided by timing both ways.
 * PostgreSQL keeps planning each run for its values when the generic plan's estimated cost is
 * higher, and counts next to nothing for planning itself; in PGlite the planner runs in
 * WebAssembly, and planning a list's or a dashboard's statement can take longer than running it
 * (bench/README.md measures both engines). Where a generic plan is the poorer one, it is far poorer
 * (the first page of activity logs, for one), so nothing is assumed: after PostgreSQL's own first five runs,
 * five run as it chooses and five on the generic plan, and the generic plan is kept only when
 * clearly faster. A run on it, in the trial or after, that takes several times what PostgreSQL's
 * choice took hands the statement back to PostgreSQL for good: it serves those values badly, and one
 * such run is all a statement pays for the trial.
 */
export class PlanChoice {
  private runs = 0;
  private readonly asChosen: number[] = [];
  private readonly onGeneric: number[] = [];
  private decided: 'postgres' | 'generic' | undefined;
  private chosenMedian = 0;

  /** Whether the next run is to be made on the generic plan. */
  get forcesGeneric(): boolean {
    if (this.decided !== undefined) return this.decided === 'generic';
    return this.runs >= POSTGRES_FIRST_CUSTOM_RUNS + TRIAL_RUNS;
  }

  /** A run took `ms` milliseconds, on the generic plan if `forced`. */
  ran(ms: number, forced: boolean): void {
    this.runs++;
    if (this.decided === 'postgres' || this.runs <= POSTGRES_FIRST_CUSTOM_RUNS) return;
    if (!forced) {
      this.asChosen.push(ms);
      if (this.asChosen.length === TRIAL_RUNS) this.chosenMedian = median(this.asChosen);
      return;
    }
    // On the generic plan, in the trial or after it: one run far slower than PostgreSQL's choice
    // ends it (the lane search's generic plan, for one, is far slower at a million posts).
    if (ms > SLOWER_BY * this.chosenMedian && ms >= DEMOTED_AFTER_MS) {
      this.decided = 'postgres';
      return;
    }
    if (this.decided === 'generic') return;
    this.onGeneric.push(ms);
    if (this.onGeneric.length === TRIAL_RUNS)
      this.decided = median(this.onGeneric) <= GENERIC_WINS_AT * this.chosenMedian ? 'generic' : 'postgres';
  }
}
