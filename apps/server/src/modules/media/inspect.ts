import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/errors.ts';
import { imageProblem } from '../../platform/user-media.ts';
import { probe, type Probe } from './ffmpeg.ts';

/** Containers by file-type's extension. */
const CONTAINERS: Record<string, string> = {
  mp4: 'mp4',
  m4v: 'mp4',
  m4a: 'mp4',
  m4b: 'mp4',
  mov: 'mov',
  qt: 'mov',
  webm: 'webm',
  mkv: 'webm',
  mp3: 'mp3',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  spx: 'ogg',
  wav: 'wav',
};

/** Declared media types and the containers they may hold. */
const DECLARED: Record<string, { kind: 'video' | 'audio'; containers: string[]; ext: string }> = {
  'video/mp4': { kind: 'video', containers: ['mp4'], ext: 'mp4' },
  'video/webm': { kind: 'video', containers: ['webm'], ext: 'webm' },
  'video/quicktime': { kind: 'video', containers: ['mov', 'mp4'], ext: 'mov' },
  'audio/mp4': { kind: 'audio', containers: ['mp4'], ext: 'm4a' },
  'audio/m4a': { kind: 'audio', containers: ['mp4'], ext: 'm4a' },
  'audio/x-m4a': { kind: 'audio', containers: ['mp4'], ext: 'm4a' },
  'audio/mpeg': { kind: 'audio', containers: ['mp3'], ext: 'mp3' },
  'audio/mp3': { kind: 'audio', containers: ['mp3'], ext: 'mp3' },
  'audio/ogg': { kind: 'audio', containers: ['ogg'], ext: 'ogg' },
  'audio/opus': { kind: 'audio', containers: ['ogg'], ext: 'ogg' },
  'audio/wav': { kind: 'audio', containers: ['wav'], ext: 'wav' },
  'audio/x-wav': { kind: 'audio', containers: ['wav'], ext: 'wav' },
  'audio/wave': { kind: 'audio', containers: ['wav'], ext: 'wav' },
  'audio/vnd.wave': { kind: 'audio', containers: ['wav'], ext: 'wav' },
};

const refuse = (reason: string) => new AppError('UNSUPPORTED_MEDIA', undefined, { file: [reason] });

/** True when the declared type claims an image (the small upload limit applies). */
export function declaresImage(mimetype: string): boolean {
  return mimetype.toLowerCase().startsWith('image/');
}

/** True when the declared type is an accepted video or audio type. */
export function declaresPlayable(mimetype: string): boolean {
  return mimetype.toLowerCase() in DECLARED;
}

/** Checks an image by its content (the same rule as every image upload); the declared type must agree. */
export async function inspectImage(buffer: Buffer, mimetype: string): Promise<void> {
  const problem = await imageProblem(buffer, mimetype);
  if (problem) throw refuse(problem);
}

/** A checked video or audio upload. */
export interface PlayableInspection {
  kind: 'video' | 'audio';
  ext: string;
  probe: Probe;
}

/**
 * Checks a video or audio file by its content: the container by its magic bytes (file-type), then
 * ffprobe must find a readable video (or audio) stream. The declared type must agree with both.
 */
export async function inspectPlayable(file: string, mimetype: string, ffmpegPath: string): Promise<PlayableInspection> {
  const declared = DECLARED[mimetype.toLowerCase()];
  const handle = await fs.open(file, 'r');
  let head: Buffer;
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    head = buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const detected = await fileTypeFromBuffer(head);
  const container = detected ? CONTAINERS[detected.ext] : undefined;
  if (!declared || !container) throw refuse('is not a supported video (MP4, WebM, MOV) or audio file');
  if (!declared.containers.includes(container)) {
    throw refuse(`is a ${detected?.ext.toUpperCase()} file but was sent as ${mimetype.toLowerCase()}`);
  }
  const found = await probe(ffmpegPath, file);
  if (!found) throw refuse('could not be read (it may be truncated or damaged)');
  if (declared.kind === 'video' && !found.video) throw refuse('has no video stream');
  if (declared.kind === 'audio' && !found.hasAudio) throw refuse('has no audio stream');
  return { kind: declared.kind, ext: declared.ext, probe: found };
}
