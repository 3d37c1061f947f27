export * from './domain/catalog-entry.decider.js';
export * from './projections/catalog.projection.js';
export * from './projections/catalog.migration.js';
export * from './commands/catalog.service.js';
export * from './queries/catalog.queries.js';
export * from './search/catalog-search.schema.js';
export * from './search/catalog-search.port.js';
export * from './search/elasticsearch-catalog-search.js';
export * from './search/catalog-search.indexer.js';
export * from './search/catalog-search.service.js';
export * from './catalog.config.js';
export * from './catalog.module.js';
export * from './catalog.messages.js';

import { catalogMigrations } from './projections/catalog.migration.js';
import { catalogProjection } from './projections/catalog.projection.js';
/** What the composition root adds to PlatformParts. */
export const catalogParts = { migrations: catalogMigrations, inlineProjections: [catalogProjection] };
export * from './seed/photos.data.js';
export * from './search/external-photos.js';
