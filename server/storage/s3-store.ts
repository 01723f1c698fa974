import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type ByteRange,
  DEFAULT_QUOTA_BYTES,
  type ObjectStore,
  type StoredObjectInfo,
} from './object-store';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  quotaBytes?: number;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * The origin of the presigned PUT addresses the SDK makes: virtual-hosted style
 * (`<bucket>.<host>`) unless path style is forced or the bucket name cannot be a host label.
 */
export function s3UploadOrigin(settings: S3Settings) {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const dnsSafe = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(settings.bucket);
  if (settings.forcePathStyle || !dnsSafe) return endpoint.origin;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/**
 * Any S3-compatible store. The browser PUTs straight to a presigned address, so the
 * server checks an object's size and first bytes before a record may point at it.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  readonly uploadOrigin: string;
  readonly quotaBytes: number;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.quotaBytes = settings.quotaBytes ?? DEFAULT_QUOTA_BYTES;
    const config: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without this the SDK signs a checksum of an empty body into presigned PUTs and
      // the store rejects the real upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (settings.accessKeyId && settings.secretAccessKey) {
      config.credentials = {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      };
    }
    this.client = new S3Client(config);
    this.uploadOrigin = s3UploadOrigin(settings);
  }

  /** Usable when the bucket answers HeadBucket (it exists and the credentials reach it). */
  async check(signal: AbortSignal) {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
      abortSignal: signal,
    });
  }

  async uploadUrl(key: string, expiresAt: Date) {
    const expiresIn = Math.max(10, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      {
        expiresIn,
      },
    );
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? `"${head.ContentLength}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return res.Body as Readable;
  }

  async readHead(key: string, bytes: number) {
    const stream = await this.read(key, { start: 0, end: bytes - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  async write(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
