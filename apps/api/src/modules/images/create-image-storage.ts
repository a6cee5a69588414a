// The storage of uploaded images the configuration names (issue 19): S3-compatible object storage
// when S3_BUCKET is set, else the local directory (UPLOAD_DIR). The upload routes and the daily
// clean-up of unused images read and delete through the same one.
import type { UploadsConfig } from '../../config-uploads';
import { createS3Storage } from './s3-storage';
import { createLocalDiskStorage, type ImageStorage } from './storage';

export const createImageStorage = ({ s3, directory }: UploadsConfig): ImageStorage =>
  s3 ? createS3Storage(s3) : createLocalDiskStorage(directory);
