import { describe, expect, it } from 'vitest';
import { PlanChoice } from './pglite-plan-choice.ts';

/** Runs `choice` as it asks, each run taking what `took` says for the plan it was made on; answers who planned each. */
function runs(
  choice: PlanChoice,
  count: number,
  took: (generic: boolean) => number,
): ('generic' | 'postgres')[] {
  const planned: ('generic' | 'postgres')[] = [];
  for (let i = 0; i < count; i++) {
    const generic = choice.forcesGeneric;
    planned.push(generic ? 'generic' : 'postgres');
    choice.ran(took(generic), generic);
  }
  return planned;
}

describe('the plan a kept PGlite statement runs on', () => {
  it('leaves ten runs to PostgreSQL, tries the generic plan for five, and keeps it when it is clearly faster', () => {
    const choice = new PlanChoice();
    const planned = runs(choice, 20, (generic) => (generic ? 1 : 4));
    expect(planned).toEqual([...Array(10).fill('postgres'), ...Array(10).fill('generic')]);
  });

  it("goes back to PostgreSQL's choice when the generic plan is slower or about as fast", () => {
    for (const genericTakes of [8, 3.5]) {
      const choice = new PlanChoice();
      const planned = runs(choice, 20, (generic) => (generic ? genericTakes : 4));
      expect(planned).toEqual([
        ...Array(10).fill('postgres'),
        ...Array(5).fill('generic'),
        ...Array(5).fill('postgres'),
      ]);
    }
  });

  it("ends the trial at its first run far slower than PostgreSQL's choice", () => {
    const choice = new PlanChoice();
    const planned = runs(choice, 20, (generic) => (generic ? 800 : 10));
    expect(planned).toEqual([...Array(10).fill('postgres'), 'generic', ...Array(9).fill('postgres')]);
  });

  it('does not time the first five runs, which PostgreSQL plans for their values anyway', () => {
    const choice = new PlanChoice();
    // Cold first runs, as slow as they come: the decision rests on the runs after them.
    let run = 0;
    runs(choice, 15, (generic) => (++run <= 5 ? 100 : generic ? 5 : 4));
    expect(choice.forcesGeneric).toBe(false);
  });

  it('hands a statement back to PostgreSQL for good after a run its generic plan serves badly', () => {
    const choice = new PlanChoice();
    runs(choice, 15, (generic) => (generic ? 1 : 4));
    expect(choice.forcesGeneric).toBe(true);
    // Twice as slow as usual is within bounds; five times PostgreSQL's choice is not.
    choice.ran(2, true);
    expect(choice.forcesGeneric).toBe(true);
    choice.ran(20, true);
    expect(runs(choice, 10, () => 1)).toEqual(Array(10).fill('postgres'));
  });

  it('keeps the generic plan through a slow run under a millisecond', () => {
    const choice = new PlanChoice();
    runs(choice, 15, (generic) => (generic ? 0.05 : 0.2));
    choice.ran(0.9, true);
    expect(choice.forcesGeneric).toBe(true);
  });
});
