/**
 * The schema version of pg-boss 11's rewrite, the oldest pg-boss 12 migrates from. A database
 * whose jobs ran on pg-boss 10 holds version 24, on which pg-boss refuses to start.
 */
export const OLDEST_MIGRATABLE_BOSS_SCHEMA = 25;

/**
 * Drops a `pgboss` schema too old for pg-boss to migrate, so that it installs its own anew. Nothing
 * is lost: every job's payload is empty and its work lives in the app's own tables (sync runs, new
 * posts to alert on), every queue and schedule is created again on start, and woken jobs run at
 * once. The version is read again under a lock of its table, so an instance that comes second
 * finds no schema, or the new one, and leaves it.
 */
export const DROP_UNMIGRATABLE_BOSS_SCHEMA = `DO $$
BEGIN
  IF to_regclass('pgboss.version') IS NULL THEN RETURN; END IF;
  IF (SELECT max(version) FROM pgboss.version) >= ${OLDEST_MIGRATABLE_BOSS_SCHEMA} THEN RETURN; END IF;
  LOCK TABLE pgboss.version IN ACCESS EXCLUSIVE MODE;
  IF (SELECT max(version) FROM pgboss.version) < ${OLDEST_MIGRATABLE_BOSS_SCHEMA} THEN
    DROP SCHEMA pgboss CASCADE;
  END IF;
EXCEPTION WHEN undefined_table THEN NULL;
END $$`;
