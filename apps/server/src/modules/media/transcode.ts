import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { offeredRenditions } from '@tribune/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MediumRendition } from '../../db/schema.ts';
import type { Job } from '../../lib/jobs.ts';
import type { Storage } from '../../lib/storage.ts';
import { ffmpeg, probe } from './ffmpeg.ts';
import { renderPoster } from './images.ts';
import { updateMedium, type ContentMediumRow } from './repository.ts';

/** The durable job that makes the renditions of an uploaded video or audio file. */
export const TRANSCODE_JOB = 'media.transcode';

/** What the transcoder needs. */
export interface TranscodeDeps {
  db: Db;
  storage: Storage;
  config: Config;
  log: FastifyBaseLogger;
  tmpDir: string;
  find(id: number): Promise<ContentMediumRow | undefined>;
}

const X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-profile:v', 'main'];
const AAC = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];

/**
 * Runs one transcode: H.264/AAC MP4 renditions (faststart) up to min(VIDEO_MAX_RESOLUTION, source)
 * with 144p always, a WebP poster; or an AAC m4a for audio. The medium becomes 'ready', or 'failed'
 * with the error after the last attempt.
 */
export async function transcode(job: Job, signal: AbortSignal, deps: TranscodeDeps): Promise<void> {
  const mediumId = Number(job.payload.mediumId);
  const row = await deps.find(mediumId);
  if (!row || row.status !== 'processing' || !row.originalKey) return; // gone or already done: nothing to do
  const work = path.join(deps.tmpDir, `transcode-${mediumId}-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(work, { recursive: true });
  try {
    const original = await deps.storage.get(row.originalKey);
    if (!original) throw new Error('the original file is missing from storage');
    const input = path.join(work, 'input');
    await pipeline(original.body, createWriteStream(input));
    const found = await probe(deps.config.ffmpegPath, input);
    if (!found) throw new Error('the file could not be read');
    const folder = row.originalKey.slice(0, row.originalKey.indexOf('/'));
    const renditions: MediumRendition[] = [];
    let thumbnailKey: string | null = null;
    if (row.mediaType === 'video') {
      if (!found.video) throw new Error('the file has no video stream');
      const { width, height } = found.video;
      const shortSide = Math.min(width, height);
      const heights = offeredRenditions(Math.min(deps.config.videoMaxResolution, shortSide));
      // One ffmpeg run decodes once and writes every rendition.
      const args = ['-i', input];
      for (const h of heights) {
        const scale = width >= height ? `scale=-2:${h}` : `scale=${h}:-2`;
        args.push('-map', '0:v:0', '-map', '0:a:0?', '-vf', scale, ...X264, ...AAC);
        args.push('-movflags', '+faststart', '-y', path.join(work, `${h}p.mp4`));
      }
      await ffmpeg(deps.config.ffmpegPath, args, signal);
      for (const h of heights) {
        const file = path.join(work, `${h}p.mp4`);
        const dims = (await probe(deps.config.ffmpegPath, file))?.video;
        const key = `${folder}/${h}p.mp4`;
        await deps.storage.put(key, await fs.readFile(file), 'video/mp4');
        renditions.push({
          name: `${h}p`,
          key,
          mime: 'video/mp4',
          width: dims?.width,
          height: dims?.height,
          bytes: (await fs.stat(file)).size,
        });
      }
      const at = found.durationMs ? Math.min(1, found.durationMs / 2000) : 0;
      const frame = await ffmpeg(
        deps.config.ffmpegPath,
        ['-ss', at.toFixed(2), '-i', input, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'],
        signal,
      );
      const poster = await renderPoster(frame);
      thumbnailKey = `${folder}/poster.webp`;
      await deps.storage.put(thumbnailKey, poster.data, 'image/webp');
    } else {
      const file = path.join(work, 'audio.m4a');
      await ffmpeg(deps.config.ffmpegPath, ['-i', input, '-vn', ...AAC, '-movflags', '+faststart', '-y', file], signal);
      const key = `${folder}/audio.m4a`;
      await deps.storage.put(key, await fs.readFile(file), 'audio/mp4');
      renditions.push({ name: 'audio', key, mime: 'audio/mp4', bytes: (await fs.stat(file)).size });
    }
    await updateMedium(deps.db, mediumId, {
      status: 'ready',
      renditions,
      thumbnailKey,
      width: found.video?.width ?? null,
      height: found.video?.height ?? null,
      durationMs: found.durationMs,
      error: null,
    });
  } catch (err) {
    if (job.attempts >= job.maxAttempts && !signal.aborted) {
      const message = err instanceof Error ? err.message : String(err);
      await updateMedium(deps.db, mediumId, { status: 'failed', error: message.slice(0, 1000) });
    }
    throw err;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
