import { AppError } from '../lib/app-error.ts';
import { CREATE_ADMIN_USAGE, createSuperAdmin, parseCreateAdminArgs } from '../modules/users/index.ts';
import { withMigratedDatabase } from './cli.ts';

// `npm run create-admin -- --email ... --password ...`: makes a SUPER_ADMIN on the configured database.
const parsed = parseCreateAdminArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(
    `Cannot create the administrator:\n  ${parsed.problems.join('\n  ')}\n\n${CREATE_ADMIN_USAGE}`,
  );
  process.exit(1);
}

try {
  await withMigratedDatabase(async (database) => {
    const outcome = await createSuperAdmin(database.db, parsed.input);
    if (outcome.created) {
      const { admin } = outcome;
      console.log(`Created SUPER_ADMIN ${admin.email} (username ${admin.username}, id ${admin.id}).`);
      return;
    }
    const { existing } = outcome;
    const found = `An account with the email ${existing.email} already exists (id ${existing.id}, ${existing.userType}, ${existing.status})`;
    if (existing.userType === 'SUPER_ADMIN') {
      console.log(`${found}; nothing was changed.`);
      return;
    }
    console.error(`${found}; it was not promoted and nothing was changed.`);
    process.exitCode = 1;
  });
} catch (error) {
  // A taken username is a sentence for the operator, anything else a real failure.
  console.error(error instanceof AppError ? `Cannot create the administrator: ${error.message}` : error);
  process.exitCode = 1;
}
