/**
 * The data half of the company workspaces migration, the same on SQLite and PostgreSQL: every
 * existing customer becomes the owner of a company of their own, which takes the customer's id,
 * and every row a customer owned is filed under that company. Frozen with the migration: the list
 * of tables is as it was then, whatever the app's ownership table says later.
 */
const OWNED_TABLES = [
  'enquiries',
  'projects',
  'line_items',
  'orders',
  'artwork_proofs',
  'mockups',
  'invoices',
  'inventory_items',
  'inventory_adjustments',
  'recipients',
  'shipments',
  'sample_requests',
  'recipient_links',
  'recipient_responses',
  'recipient_invitations',
]

export const COMPANY_OWNERSHIP_BACKFILL: string[] = [
  // The company's name as a new account's would be: the company they gave, else their name, else their email.
  `INSERT INTO companies (id, name, created_at)
     SELECT id, COALESCE(NULLIF(TRIM(company), ''), NULLIF(TRIM(full_name), ''), email), created_at FROM customers`,
  `INSERT INTO memberships (company_id, customer_id, role, created_at)
     SELECT id, id, 'owner', created_at FROM customers`,
  ...OWNED_TABLES.map((table) => `UPDATE ${table} SET company_id = customer_id WHERE customer_id IS NOT NULL`),
]

