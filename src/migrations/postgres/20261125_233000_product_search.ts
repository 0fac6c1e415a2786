import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Product search on PostgreSQL: one row per product with its searchable text (`document`, for
 * pg_trgm's typo-tolerant word similarity) and a weighted tsvector (title A, category B, colours
 * and decoration options C, description and key features D), each under a GIN index. Triggers on
 * every table the text comes from rebuild the product's row inside the changing transaction.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;

  CREATE TABLE products_search (
    product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
    document text NOT NULL,
    tsv tsvector NOT NULL
  );
  CREATE INDEX products_search_tsv_idx ON products_search USING gin (tsv);
  CREATE INDEX products_search_document_trgm_idx ON products_search USING gin (document gin_trgm_ops);

  ${refreshFunction}

  -- A row of a table holding the product id in the column named by the trigger's argument changed.
  CREATE FUNCTION products_search_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ids integer[] := ARRAY[]::integer[];
  BEGIN
    IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
    PERFORM products_search_refresh(ids);
    RETURN NULL;
  END $$;

  CREATE FUNCTION products_search_on_category_rename() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM products_search_refresh(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
    RETURN NULL;
  END $$;

  CREATE FUNCTION products_search_on_tag_rename() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM products_search_refresh(ARRAY(SELECT parent_id FROM products_rels WHERE product_customisation_tags_id = NEW.id));
    RETURN NULL;
  END $$;

  CREATE TRIGGER products_search_product AFTER INSERT OR UPDATE ON products
    FOR EACH ROW EXECUTE FUNCTION products_search_on_change('id');
  CREATE TRIGGER products_search_variant AFTER INSERT OR UPDATE OR DELETE ON product_variants
    FOR EACH ROW EXECUTE FUNCTION products_search_on_change('product_id');
  CREATE TRIGGER products_search_feature AFTER INSERT OR UPDATE OR DELETE ON products_key_features
    FOR EACH ROW EXECUTE FUNCTION products_search_on_change('_parent_id');
  CREATE TRIGGER products_search_rel AFTER INSERT OR UPDATE OR DELETE ON products_rels
    FOR EACH ROW EXECUTE FUNCTION products_search_on_change('parent_id');
  CREATE TRIGGER products_search_category_rename AFTER UPDATE OF title ON product_categories
    FOR EACH ROW EXECUTE FUNCTION products_search_on_category_rename();
  CREATE TRIGGER products_search_tag_rename AFTER UPDATE OF label ON product_customisation_tags
    FOR EACH ROW EXECUTE FUNCTION products_search_on_tag_rename();

  SELECT products_search_refresh(ARRAY(SELECT id FROM products));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS products_search_product ON products;
  DROP TRIGGER IF EXISTS products_search_variant ON product_variants;
  DROP TRIGGER IF EXISTS products_search_feature ON products_key_features;
  DROP TRIGGER IF EXISTS products_search_rel ON products_rels;
  DROP TRIGGER IF EXISTS products_search_category_rename ON product_categories;
  DROP TRIGGER IF EXISTS products_search_tag_rename ON product_customisation_tags;
  DROP FUNCTION IF EXISTS products_search_on_change();
  DROP FUNCTION IF EXISTS products_search_on_category_rename();
  DROP FUNCTION IF EXISTS products_search_on_tag_rename();
  DROP FUNCTION IF EXISTS products_search_refresh(integer[]);
  DROP TABLE IF EXISTS products_search;`)
}

/** The function that rebuilds products' search rows; a later migration replaces it and restores it on the way down. */
export const refreshFunction = sql.raw(`
CREATE OR REPLACE FUNCTION products_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO products_search (product_id, document, tsv)
    SELECT id,
      concat_ws(' ', title, category, colours, decorations, details),
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', category), 'B') ||
      setweight(to_tsvector('english', colours || ' ' || decorations), 'C') ||
      setweight(to_tsvector('english', details), 'D')
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
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, tsv = excluded.tsv;
  $$;
`)
