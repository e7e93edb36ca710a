import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MediumRendition } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { checkUrlForm, safeFetch, UrlRefusedError, type SafeFetchOptions } from '../../lib/ssrf.ts';
import { STORAGE_KEY, type Storage } from '../../lib/storage.ts';
import { ffmpegAvailable } from './ffmpeg.ts';
import { renderImage, renderPoster } from './images.ts';
import { declaresImage, declaresPlayable, inspectImage, inspectPlayable } from './inspect.ts';
import { fetchError, fetchOEmbed, validatePrefetched } from './oembed.ts';
import type { OEmbedData, StoredOEmbed } from './oembed-data.ts';
import {
  offeredVideo,
  presentContentMedium,
  publicMediaUrl,
  signedMediaUrl,
  type ContentMediumResource,
  type MediumPresentContext,
} from './presenter.ts';
import {
  findMedia,
  findMedium,
  insertMedium,
  loadSigningSecret,
  type ContentMediumRow,
  type NewContentMedium,
} from './repository.ts';
import { mediaPolicy } from './policy.ts';
import { UrlSigner } from './signing.ts';
import { TRANSCODE_JOB, transcode } from './transcode.ts';

/** An upload held in memory (images, the demo seed). */
export interface BufferUpload {
  buffer: Buffer;
  mimetype: string;
  filename: string;
}

/** An upload already streamed to a temporary file (video and audio from the route). */
export interface FileUpload {
  path: string;
  mimetype: string;
  filename: string;
}

/** A medium whose files are stored and whose row is not written yet (see insertPrepared). */
export interface PreparedMedium {
  values: NewContentMedium;
  /** Video or audio: the row is written with its transcode job. */
  transcode: boolean;
}

/** Where prepareUpload stores a medium's files. */
export interface PrepareOptions {
  /**
   * The storage folder (32 hex digits); default a random one. A stable folder (the demo seed's)
   * makes a retried preparation overwrite its own files instead of leaving orphans behind.
   */
  folder?: string;
  userId?: number;
}

/** The playout document of GET /config/{playout}. */
export interface PlayoutConfig {
  id: string;
  type: 'playout_config';
  attributes: {
    media_type: 'video' | 'audio';
    poster: string | null;
    duration_ms: number | null;
    sources: Array<{ src: string; type: string; resolution: number | null }>;
  };
}

/**
 * The files of a medium as anybody may open them (NFT media are public, docs/NFTS.md "Decisions"):
 * the original (an image's large WebP, a video's best rendition; none while a video is processing)
 * with the parts of its signed URL (`fileHash` is the signature, `timestamp` its
 * expiry, `urlTemplate` the URL with `[HASH]` and `[TimeStamp]` in their place), the video
 * renditions offered now (ascending) and the poster.
 */
export interface PublicMediumFiles {
  original: string | null;
  urlTemplate: string | null;
  fileHash: string;
  timestamp: number;
  progressive: Array<{ resolution: number; url: string }>;
  poster: string | null;
}

/** How many settled media rows each process keeps. */
const SETTLED_CACHE_SIZE = 5000;

/** Content media: uploads and their processing, external embeds, presentation with signed URLs. */
export class ContentMediaService {
  private readonly ctx: MediumPresentContext;
  /** Media rows in a final state, by id (insertion order = eviction order). */
  private readonly settled = new Map<number, ContentMediumRow>();
  readonly tmpDir: string;

  private constructor(
    private readonly db: Db,
    readonly storage: Storage,
    private readonly jobs: JobQueue,
    readonly signer: UrlSigner,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ctx = { publicUrl: config.mediaBaseUrl, signer, videoMaxResolution: config.videoMaxResolution };
    this.tmpDir = path.join(config.dataDir === ':memory:' ? os.tmpdir() : config.dataDir, 'tmp');
    jobs.register(TRANSCODE_JOB, (job, signal) =>
      transcode(job, signal, { db, storage, config, log, tmpDir: this.tmpDir, find: (id) => findMedium(db, id) }),
    );
  }

  /** Loads (or creates, once for all instances) the signing secret and registers the job handlers. */
  static async create(db: Db, storage: Storage, jobs: JobQueue, config: Config, log: FastifyBaseLogger) {
    const signer = new UrlSigner(await loadSigningSecret(db));
    return new ContentMediaService(db, storage, jobs, signer, config, log);
  }

  /** The content_medium resource; `available: false` leaves out every URL but the thumbnail. */
  present(row: ContentMediumRow, opts: { available: boolean }): ContentMediumResource {
    return presentContentMedium(row, opts.available, this.ctx);
  }

  /** The files of a medium for everybody (see PublicMediumFiles): no audience check, signed where files are. */
  publicFiles(row: ContentMediumRow): PublicMediumFiles {
    const timestamp = this.signer.expiry();
    // The upload itself is never served (media policy): a video's original is its best rendition.
    const videos =
      row.mediaType === 'video' && row.status === 'ready' ? offeredVideo(row, this.ctx.videoMaxResolution) : [];
    const key =
      row.mediaType === 'image'
        ? (row.renditions.find((r) => r.name === 'large')?.key ?? null)
        : (videos.at(-1)?.key ?? null);
    const fileHash = key ? this.signer.sign(`media:${key}`, timestamp) : '';
    const base = key ? `${this.ctx.publicUrl}/media/content/${key}` : null;
    return {
      original: base ? `${base}?expires=${timestamp}&sig=${fileHash}` : null,
      urlTemplate: base ? `${base}?expires=[TimeStamp]&sig=[HASH]` : null,
      fileHash,
      timestamp,
      progressive: videos.map((r) => ({ resolution: r.resolution, url: signedMediaUrl(this.ctx, r.key) })),
      poster: row.thumbnailKey ? publicMediaUrl(this.ctx, row.thumbnailKey) : null,
    };
  }

  /** Test hook: forgets the cached media rows, so a test can count the queries of a cold cache. */
  dangerouslyForgetCachedMedia(): void {
    this.settled.clear();
  }

  /**
   * Media by id, in one query for those not cached. A medium in a final state (ready, failed)
   * never changes again (only the transcode job writes a medium, and only while it is
   * processing), so every list page does not have to read the same rows again: on a match
   * day the same few hero images are on every page.
   */
  async findByIds(ids: number[]): Promise<Map<number, ContentMediumRow>> {
    const found = new Map<number, ContentMediumRow>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const cached = this.settled.get(id);
      if (cached) found.set(id, cached);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const row of await findMedia(this.db, missing)) {
      found.set(row.id, row);
      if (row.status !== 'processing') {
        if (this.settled.size >= SETTLED_CACHE_SIZE) {
          const oldest = this.settled.keys().next().value;
          if (oldest !== undefined) this.settled.delete(oldest);
        }
        this.settled.set(row.id, row);
      }
    }
    return found;
  }

  /** One medium; 404 when unknown. */
  async get(id: number): Promise<ContentMediumRow> {
    const row = await findMedium(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The URL of a rendition of an image medium (e.g. 'tiny' for category_medium.original_tiny). */
  imageUrl(row: ContentMediumRow, name: string): string | null {
    const r = row.renditions.find((x) => x.name === name);
    return r ? publicMediaUrl(this.ctx, r.key) : null;
  }

  /** Creates a medium from an upload in memory: images synchronously, video/audio via a file and the job. */
  async createFromUpload(upload: BufferUpload, userId?: number): Promise<ContentMediumRow> {
    return this.insertPrepared(await this.prepareUpload(upload, { userId }));
  }

  /**
   * Checks an upload in memory and stores its files without writing the database: images are
   * rendered, video/audio checked with ffprobe and their original stored for the transcode job.
   */
  async prepareUpload(upload: BufferUpload, opts: PrepareOptions = {}): Promise<PreparedMedium> {
    const folder = opts.folder ?? randomBytes(16).toString('hex');
    if (declaresImage(upload.mimetype)) return this.prepareImage(upload, folder, opts.userId);
    if (!declaresPlayable(upload.mimetype)) {
      throw new AppError('UNSUPPORTED_MEDIA', undefined, { file: [`type ${upload.mimetype} is not accepted`] });
    }
    await this.assertFfmpeg();
    const file = await this.tempFile();
    try {
      await fs.writeFile(file, upload.buffer);
      return await this.preparePlayable({ ...upload, path: file }, folder, opts.userId);
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  /**
   * Writes a prepared medium: in the caller's transaction when given (the medium commits with the
   * caller's rows; the job worker finds a transcode job at its next poll), else on its own.
   */
  async insertPrepared(prepared: PreparedMedium, tx?: Db): Promise<ContentMediumRow> {
    if (!prepared.transcode) return insertMedium(tx ?? this.db, prepared.values);
    // The medium and its job commit together: no medium stays 'processing' without a job.
    const row = await inTransaction(tx ?? this.db, async (t) => {
      const medium = await insertMedium(t, prepared.values);
      await this.jobs.enqueue(TRANSCODE_JOB, { mediumId: medium.id }, { tx: t, maxAttempts: 3 });
      return medium;
    });
    if (!tx) this.jobs.wake();
    return row;
  }

  /** Creates a video or audio medium from a streamed temporary file (the caller removes it). */
  async createFromFile(upload: FileUpload, userId?: number): Promise<ContentMediumRow> {
    const folder = randomBytes(16).toString('hex');
    if (declaresImage(upload.mimetype)) {
      const buffer = await fs.readFile(upload.path);
      return this.insertPrepared(await this.prepareImage({ ...upload, buffer }, folder, userId));
    }
    if (!declaresPlayable(upload.mimetype)) {
      throw new AppError('UNSUPPORTED_MEDIA', undefined, { file: [`type ${upload.mimetype} is not accepted`] });
    }
    await this.assertFfmpeg();
    return this.insertPrepared(await this.preparePlayable(upload, folder, userId));
  }

  /** A fresh temporary file path for an upload. */
  async tempFile(): Promise<string> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    return path.join(this.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
  }

  /** 503 VIDEO_PROCESSING_UNAVAILABLE when ffmpeg does not run here. */
  async assertFfmpeg(): Promise<void> {
    if (!(await ffmpegAvailable(this.config.ffmpegPath))) throw new AppError('VIDEO_PROCESSING_UNAVAILABLE');
  }

  private async prepareImage(upload: BufferUpload, folder: string, userId?: number): Promise<PreparedMedium> {
    await inspectImage(upload.buffer, upload.mimetype);
    const { width, height, renditions } = await renderImage(upload.buffer);
    const stored: MediumRendition[] = [];
    for (const r of renditions) {
      const key = `${folder}/${r.name}.webp`;
      await this.storage.put(key, r.data, 'image/webp');
      stored.push({ name: r.name, key, mime: 'image/webp', width: r.width, height: r.height, bytes: r.data.length });
    }
    return {
      transcode: false,
      values: {
        mediaType: 'image',
        status: 'ready',
        mimeType: upload.mimetype.toLowerCase(),
        width,
        height,
        renditions: stored,
        thumbnailKey: stored.find((r) => r.name === 'thumbnail')?.key ?? null,
        createdBy: userId ?? null,
      },
    };
  }

  private async preparePlayable(upload: FileUpload, folder: string, userId?: number): Promise<PreparedMedium> {
    const found = await inspectPlayable(upload.path, upload.mimetype, this.config.ffmpegPath);
    const originalKey = `${folder}/original.${found.ext}`;
    await this.storage.put(originalKey, createReadStream(upload.path), upload.mimetype.toLowerCase());
    return {
      transcode: true,
      values: {
        mediaType: found.kind,
        status: 'processing',
        originalKey,
        mimeType: upload.mimetype.toLowerCase(),
        width: found.probe.video?.width ?? null,
        height: found.probe.video?.height ?? null,
        durationMs: found.probe.durationMs,
        createdBy: userId ?? null,
      },
    };
  }

  private fetchOptions(): SafeFetchOptions {
    return { allowedPrivate: this.config.production ? [] : this.config.embedPrivateHostsAllowed };
  }

  /** Creates an external medium: the oEmbed data fetched SSRF-safely (or the recorded answer), its thumbnail stored here. */
  async createExternal(
    url: string,
    userId?: number,
    /** A recorded oEmbed answer instead of fetching one; the caller's transaction to write in. */
    opts: { prefetched?: OEmbedData; tx?: Db } = {},
  ): Promise<ContentMediumRow> {
    let pageUrl: URL;
    try {
      pageUrl = checkUrlForm(url.trim(), this.fetchOptions().allowedPrivate);
    } catch (err) {
      return fetchError(err);
    }
    if (url.length > 2000) throw new AppError('VALIDATION_FAILED', undefined, { url: ['is too long'] });
    let data: StoredOEmbed;
    let thumbnailKey: string | null = null;
    if (opts.prefetched) {
      data = validatePrefetched(pageUrl, opts.prefetched);
    } else {
      data = await fetchOEmbed(pageUrl, this.fetchOptions());
      thumbnailKey = await this.storeThumbnail(data.thumbnail_url);
    }
    return insertMedium(opts.tx ?? this.db, {
      mediaType: 'external_media',
      status: 'ready',
      externalSrc: pageUrl.toString(),
      oembedData: data,
      width: data.width,
      height: data.height,
      thumbnailKey,
      createdBy: userId ?? null,
    });
  }

  /** Fetches a provider thumbnail through the safe fetcher and stores it; null when that fails. */
  private async storeThumbnail(src: string | null): Promise<string | null> {
    if (!src) return null;
    try {
      const res = await safeFetch(src, { ...this.fetchOptions(), accept: 'image/*', maxBytes: 5 * 1024 * 1024 });
      const poster = await renderPoster(res.body);
      const key = `${randomBytes(16).toString('hex')}/thumbnail.webp`;
      await this.storage.put(key, poster.data, 'image/webp');
      return key;
    } catch (err) {
      if (!(err instanceof UrlRefusedError)) this.log.info({ err }, 'embed thumbnail not stored');
      return null;
    }
  }

  /** The playout document; 403 when the key is wrong or expired, 404 for unknown or non-playable media. */
  async playout(playout: string, timestamp: unknown, key: unknown): Promise<PlayoutConfig> {
    mediaPolicy.authorize(undefined, 'openPlayout', {
      signed: /^[0-9]{1,18}$/.test(playout) && this.signer.verify(playout, timestamp, key),
    });
    const row = await findMedium(this.db, Number(playout));
    if (!row || (row.mediaType !== 'video' && row.mediaType !== 'audio')) throw new AppError('NOT_FOUND');
    const ready = row.status === 'ready';
    const sources =
      row.mediaType === 'video'
        ? offeredVideo(row, this.config.videoMaxResolution).map((r) => ({
            src: signedMediaUrl(this.ctx, r.key),
            type: 'video/mp4',
            resolution: r.resolution as number | null,
          }))
        : row.renditions
            .filter((r) => r.name === 'audio')
            .map((r) => ({ src: signedMediaUrl(this.ctx, r.key), type: r.mime, resolution: null }));
    return {
      id: String(row.id),
      type: 'playout_config',
      attributes: {
        media_type: row.mediaType,
        poster: row.thumbnailKey ? publicMediaUrl(this.ctx, row.thumbnailKey) : null,
        duration_ms: row.durationMs,
        sources: ready ? sources : [],
      },
    };
  }

  /** Whether a media file may be served: WebP renditions are public, everything else needs a valid signature. */
  authorizeFile(key: string, expires: unknown, sig: unknown): void {
    const valid = STORAGE_KEY.test(key);
    const signed = valid && !key.endsWith('.webp') && this.signer.verify(`media:${key}`, expires, sig);
    mediaPolicy.authorize(undefined, 'serveFile', { key, valid, signed });
  }

  /** 403 unless the embed document's link is signed and unexpired. */
  authorizeEmbed(id: string, expires: unknown, sig: unknown): void {
    mediaPolicy.authorize(undefined, 'openEmbed', { signed: this.signer.verify(`embed:${id}`, expires, sig) });
  }
}
