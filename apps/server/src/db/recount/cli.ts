import { withMigratedDatabase } from '../cli.ts';
import { recountTallies } from './recount.ts';

// `npm run db:recount`: every trigger-kept tally counted again and repaired, on the configured database.
await withMigratedDatabase(async (database) => {
  const drifts = await recountTallies(database.db);
  for (const drift of drifts) {
    console.log(
      `${drift.figure} ${JSON.stringify(drift.key)}: kept ${JSON.stringify(drift.kept)}, true ${JSON.stringify(drift.true)}`,
    );
  }
  console.log(
    drifts.length === 0 ? 'Every tally matches its rows.' : `${drifts.length} drifting tally rows repaired.`,
  );
});
