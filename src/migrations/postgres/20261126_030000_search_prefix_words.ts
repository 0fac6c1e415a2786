import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { refreshFunction } from './20261125_233000_product_search'

/**
 * Words as typed so far are matched against the products' words unstemmed (`words`, the 'simple'
 * configuration, weighted like `tsv`). Against the English stems a prefix typed past its stem
 * found nothing ("cerami" is not a prefix of "ceram", the stem of "ceramic") and fell through to
 * the costly trigram matching meant for typos.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE products_search ADD COLUMN words tsvector;

  CREATE OR REPLACE FUNCTION products_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO products_search (product_id, document, tsv, words)
    SELECT id,
      concat_ws(' ', title, category, colours, decorations, details),
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', category), 'B') ||
      setweight(to_tsvector('english', colours || ' ' || decorations), 'C') ||
      setweight(to_tsvector('english', details), 'D'),
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', category), 'B') ||
      setweight(to_tsvector('simple', colours || ' ' || decorations), 'C') ||
      setweight(to_tsvector('simple', details), 'D')
    FROM (
      SELECT p.id,
        coalesce(p.title, '') AS title,
        coalesce((SELECT c.title FROM product_categories c WHERE c.id = p.category_id), '') AS category,
        coalesce((SELECT string_agg(v.name, ' ') FROM product_variants v WHERE v.product_id = p.id), '') AS colours,
        coalesce((SELECT string_agg(t.label, ' ') FROM products_rels r
          JOIN product_customisation_tags t ON t.id = r.product_customisation_tags_id
          WHERE r.parent_id = p.id AND r.path = 'customDesignOptions'), '') AS decorations,
        coalesce((SELECT string_agg(text #>> '{}', ' ') FROM jsonb_path_query(p.description, 'strict $.**.text') AS text
          WHERE jsonb_typeof(text) = 'string'), '') || ' ' ||
        coalesce((SELECT string_agg(f.heading || ' ' || coalesce(f.body, ''), ' ') FROM products_key_features f WHERE f._parent_id = p.id), '')
          AS details
      FROM products p WHERE p.id = ANY (ids)
    ) AS source
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, tsv = excluded.tsv, words = excluded.words;
  $$;

  SELECT products_search_refresh(ARRAY(SELECT id FROM products));
  ALTER TABLE products_search ALTER COLUMN words SET NOT NULL;
  CREATE INDEX products_search_words_idx ON products_search USING gin (words);
  ANALYZE products_search;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS products_search_words_idx; ALTER TABLE products_search DROP COLUMN IF EXISTS words;`)
  await db.execute(refreshFunction)
}
