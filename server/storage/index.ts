import { join, resolve } from 'node:path';
import type { Config } from '../env';
import { LocalObjectStore, localSecret } from './local-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

/** S3 when S3_BUCKET is set, else files in DATA_DIR/objects. */
export async function openObjectStore(config: Config): Promise<ObjectStore> {
  if (config.S3_BUCKET) {
    return new S3ObjectStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      quotaBytes: config.STORAGE_QUOTA_BYTES,
    });
  }
  const dataDir = resolve(config.DATA_DIR);
  return new LocalObjectStore(
    join(dataDir, 'objects'),
    await localSecret(dataDir, config.APP_SECRET),
    config.STORAGE_QUOTA_BYTES,
  );
}
