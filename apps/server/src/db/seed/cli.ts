import { withMigratedDatabase } from '../cli.ts';
import { seedDemoIfEmpty } from './demo.ts';

// `npm run seed:demo`: the demo marketplace on whichever database is configured, if it is empty.
await withMigratedDatabase(async (database) => {
  const logins = await seedDemoIfEmpty(database.db);
  if (!logins) {
    console.log('The database already has users; the demo seed only fills an empty database.');
    return;
  }
  console.log('Demo marketplace seeded. Logins:');
  for (const login of logins)
    console.log(`  ${login.userType.padEnd(12)} ${login.email}  /  ${login.password}`);
});
