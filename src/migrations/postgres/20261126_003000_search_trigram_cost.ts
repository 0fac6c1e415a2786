import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * pg_trgm declares its word-similarity operator (`<%`) as cheap as `=`, so on a catalogue of a few
 * thousand products the planner compares the search word with every product's text (about 40 ms)
 * rather than use the trigram index (about 3 ms). A realistic cost makes it choose the index. The
 * function belongs to the extension: a role that did not create it may not change it, and search
 * then still works, only slower for misspelt words.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    ALTER FUNCTION word_similarity_op(text, text) COST 100;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'word_similarity_op keeps its cost: this role does not own pg_trgm.';
  END $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    ALTER FUNCTION word_similarity_op(text, text) COST 1;
  EXCEPTION WHEN insufficient_privilege THEN
    NULL;
  END $$;
  `)
}
