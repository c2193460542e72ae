import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** s3rver's folder: each object is `<bucket>/<key>._S3rver_object`, its bytes as sent. */
  directory: string;
  /** The S3_* variables that point the API at this server and bucket. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string; S3_REGION: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string; S3_FORCE_PATH_STYLE: string };
  /** The keys in the bucket, sorted (read from s3rver's folder). */
  keys(): string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server for one test file (docs/decisions/114): s3rver on 127.0.0.1 at a port the system
 * picks, keeping its objects in a temporary folder, with one empty bucket. s3rver's fixed credentials
 * are S3RVER / S3RVER.
 */
export async function startLocalS3(bucket = 'atelier-media'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    directory,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    keys() {
      // s3rver keeps each object as <bucket>/<key>._S3rver_object beside its metadata files.
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => f.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
        .sort();
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
