import { createStorage } from '../../lib/storage.ts';
import { defineModule } from '../../platform/module.ts';
import { ContentMediumSchema } from './presenter.ts';
import { contentMediaRoutes } from './routes.ts';
import { ContentMediaService } from './service.ts';

export type { OEmbedData } from './oembed-data.ts';
export type { ContentMediumRow } from './repository.ts';
export type { ContentMediaService, PreparedMedium, PublicMediumFiles } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Content media: uploads, processing, embeds, presentation with signed URLs. */
    contentMedia: ContentMediaService;
  }
}

/** Content media: uploads, processing jobs, embeds, playout with signed URLs (storage on disk or S3). */
export const mediaModule = defineModule({
  name: 'media',
  setup: async (app) => {
    const { config } = app;
    const storage = createStorage({
      driver: config.storageDriver,
      diskRoot: `${config.dataDir}/media/content`,
      s3: config.s3,
    });
    app.decorate('contentMedia', await ContentMediaService.create(app.database.db, storage, app.jobs, config, app.log));
  },
  schemas: [ContentMediumSchema],
  routes: [contentMediaRoutes],
});
