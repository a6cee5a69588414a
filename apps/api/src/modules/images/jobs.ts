// Schedules the daily clean-up of images no message uses (issue 19), on the configured storage.
import type { FastifyPluginAsync } from 'fastify';
import { createImageStorage } from './create-image-storage';
import {
  PURGE_UNUSED_IMAGES_CRON,
  PURGE_UNUSED_IMAGES_JOB,
  purgeUnusedImages,
} from './unused-images';

export const unusedImagesJobs: FastifyPluginAsync = async (app) => {
  const storage = createImageStorage(app.config.uploads);
  app.jobs.schedule({
    name: PURGE_UNUSED_IMAGES_JOB,
    cron: PURGE_UNUSED_IMAGES_CRON,
    handler: async ({ now }) => {
      const deleted = await purgeUnusedImages({ db: app.db, storage, now });
      app.log.info({ deleted }, 'imagens sem uso apagadas');
    },
  });
};
