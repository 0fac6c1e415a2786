import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Product search on SQLite: an FTS5 index of each product's title, category, colours (variant
 * names), decoration options (customisation tags) and details (description text and key
 * features), with rowid = the product's id. Triggers on every table those come from rebuild the
 * product's row in the same statement as the change, so the index commits and rolls back with it.
 * `products_search_vocab` lists the indexed words, for typo tolerance.
 */

/** Rebuilds the index rows of the products `where` selects (in terms of `p`, the product). */
const refresh = (where: string) => `
  DELETE FROM products_search WHERE rowid IN (SELECT p.id FROM products p WHERE ${where});
  INSERT INTO products_search (rowid, title, category, colours, decorations, details)
  SELECT p.id,
    coalesce(p.title, ''),
    coalesce((SELECT c.title FROM product_categories c WHERE c.id = p.category_id), ''),
    coalesce((SELECT group_concat(v.name, ' ') FROM product_variants v WHERE v.product_id = p.id), ''),
    coalesce((SELECT group_concat(t.label, ' ') FROM products_rels r
      JOIN product_customisation_tags t ON t.id = r.product_customisation_tags_id
      WHERE r.parent_id = p.id AND r.path = 'customDesignOptions'), ''),
    coalesce((SELECT group_concat(j.value, ' ') FROM json_tree(CASE WHEN json_valid(p.description) THEN p.description ELSE '{}' END) j
      WHERE j.key = 'text' AND j.type = 'text'), '') || ' ' ||
    coalesce((SELECT group_concat(f.heading || ' ' || coalesce(f.body, ''), ' ') FROM products_key_features f WHERE f._parent_id = p.id), '')
  FROM products p WHERE ${where};`

const forProduct = (id: string) => refresh(`p.id = ${id}`)

/** [trigger name, timing and table, body]: each source table's changes refresh the products they touch. */
const TRIGGERS: [string, string, string][] = [
  ['products_search_product_insert', 'AFTER INSERT ON products', forProduct('NEW.id')],
  ['products_search_product_update', 'AFTER UPDATE ON products', forProduct('NEW.id')],
  ['products_search_product_delete', 'AFTER DELETE ON products', 'DELETE FROM products_search WHERE rowid = OLD.id;'],
  ['products_search_variant_insert', 'AFTER INSERT ON product_variants', forProduct('NEW.product_id')],
  ['products_search_variant_update', 'AFTER UPDATE ON product_variants', forProduct('OLD.product_id') + forProduct('NEW.product_id')],
  ['products_search_variant_delete', 'AFTER DELETE ON product_variants', forProduct('OLD.product_id')],
  ['products_search_feature_insert', 'AFTER INSERT ON products_key_features', forProduct('NEW._parent_id')],
  ['products_search_feature_update', 'AFTER UPDATE ON products_key_features', forProduct('NEW._parent_id')],
  ['products_search_feature_delete', 'AFTER DELETE ON products_key_features', forProduct('OLD._parent_id')],
  ['products_search_rel_insert', 'AFTER INSERT ON products_rels', forProduct('NEW.parent_id')],
  ['products_search_rel_update', 'AFTER UPDATE ON products_rels', forProduct('NEW.parent_id')],
  ['products_search_rel_delete', 'AFTER DELETE ON products_rels', forProduct('OLD.parent_id')],
  ['products_search_category_rename', 'AFTER UPDATE OF title ON product_categories', refresh('p.category_id = NEW.id')],
  [
    'products_search_tag_rename',
    'AFTER UPDATE OF label ON product_customisation_tags',
    refresh('p.id IN (SELECT r.parent_id FROM products_rels r WHERE r.product_customisation_tags_id = NEW.id)'),
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE products_search USING fts5(
    title, category, colours, decorations, details,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  );`)
  await db.run(sql`CREATE VIRTUAL TABLE products_search_vocab USING fts5vocab(products_search, 'row');`)
  for (const [name, on, body] of TRIGGERS) {
    await db.run(sql.raw(`CREATE TRIGGER ${name} ${on} BEGIN ${body} END;`))
  }
  await db.run(sql.raw(refresh('1 = 1')))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [name] of TRIGGERS) await db.run(sql.raw(`DROP TRIGGER IF EXISTS ${name};`))
  await db.run(sql`DROP TABLE IF EXISTS products_search_vocab;`)
  await db.run(sql`DROP TABLE IF EXISTS products_search;`)
}
