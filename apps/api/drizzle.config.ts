import { defineConfig } from 'drizzle-kit';

// One migration folder serves PGlite and PostgreSQL; migrations run from code at start (docs/decisions/002).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
