import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const available = new Map<string, Promise<boolean>>();

/** Whether the ffmpeg binary runs (`ffmpeg -version`), checked once per path and cached. */
export function ffmpegAvailable(ffmpegPath: string): Promise<boolean> {
  let check = available.get(ffmpegPath);
  if (!check) {
    check = run(ffmpegPath, ['-version'], { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    available.set(ffmpegPath, check);
  }
  return check;
}

/** ffprobe next to the configured ffmpeg (or on the PATH when ffmpeg is). */
export function ffprobePath(ffmpegPath: string): string {
  if (!ffmpegPath.includes('/')) return 'ffprobe';
  return path.join(path.dirname(ffmpegPath), path.basename(ffmpegPath).replace(/ffmpeg/, 'ffprobe'));
}

/** What ffprobe found in a file. */
export interface Probe {
  formatName: string;
  durationMs: number | null;
  video: { width: number; height: number } | null;
  hasAudio: boolean;
}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
}

/** Probes a file; null when ffprobe cannot read it (not media, truncated, corrupt). */
export async function probe(ffmpegPath: string, file: string): Promise<Probe | null> {
  try {
    const { stdout } = await run(
      ffprobePath(ffmpegPath),
      ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file],
      { timeout: 30_000, maxBuffer: 4 * 1024 * 1024 },
    );
    const json = JSON.parse(stdout) as FfprobeJson;
    const streams = json.streams ?? [];
    // Cover art in audio files is a "video" stream too; it does not make a file a video.
    const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
    let video: Probe['video'] = null;
    if (v?.width && v.height) {
      const rotation = Number(v.tags?.rotate ?? v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
      const turned = Math.abs(rotation) % 180 === 90;
      video = turned ? { width: v.height, height: v.width } : { width: v.width, height: v.height };
    }
    const duration = Number(json.format?.duration);
    return {
      formatName: json.format?.format_name ?? '',
      durationMs: Number.isFinite(duration) && duration > 0 ? Math.round(duration * 1000) : null,
      video,
      hasAudio: streams.some((s) => s.codec_type === 'audio'),
    };
  } catch {
    return null;
  }
}

/** Runs ffmpeg with arguments; rejects with the end of its error output. */
export function ffmpeg(
  ffmpegPath: string,
  args: string[],
  signal?: AbortSignal,
  timeoutMs = 30 * 60_000,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => {
      err = (err + c.toString('utf8')).slice(-2000);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`));
    });
  });
}
