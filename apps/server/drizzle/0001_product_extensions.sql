-- The product title search (items area) uses a trigram index that leads with the shop id:
-- pg_trgm for the trigrams, btree_gin so a GIN index can hold the shop id. Both are trusted
-- extensions (PostgreSQL 13+), shipped with the embedded cluster and with stock PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
