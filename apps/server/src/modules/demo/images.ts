/**
 * Demo media made on the machine (no internet): images drawn as SVG and rendered by sharp,
 * a test-pattern video and a tone made by ffmpeg, a recorded YouTube oEmbed answer.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { OEmbedData } from '../media/index.ts';

const run = promisify(execFile);

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 1280×720 (or square) JPEG: a two-colour gradient, circles and a caption. */
export async function demoImage(caption: string, from: string, to: string, square = false): Promise<Buffer> {
  const w = square ? 800 : 1280;
  const h = square ? 800 : 720;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${w * 0.8}" cy="${h * 0.25}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${w * 0.15}" cy="${h * 0.85}" r="${h * 0.22}" fill="#000000" fill-opacity="0.10"/>
  <rect x="${w * 0.06}" y="${h * 0.62}" width="${w * 0.88}" height="${h * 0.2}" rx="18" fill="#000000" fill-opacity="0.25"/>
  <text x="${w * 0.09}" y="${h * 0.75}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${square ? 56 : 64}" font-weight="bold" fill="#ffffff">${escapeXml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Runs ffmpeg into a temporary file and returns the bytes, or undefined when ffmpeg is missing or fails. */
async function ffmpegMake(ffmpeg: string, args: string[], ext: string): Promise<Buffer | undefined> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-seed-'));
  const out = path.join(dir, `out.${ext}`);
  try {
    await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args, out], { timeout: 120_000 });
    return await fs.readFile(out);
  } catch {
    return undefined;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A 6-second 720p test-pattern video with a 440 Hz tone (H.264/AAC MP4). */
export function demoVideo(ffmpeg: string): Promise<Buffer | undefined> {
  return ffmpegMake(
    ffmpeg,
    [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      '6',
      '-c:v',
      'libx264',
      // A third of the default preset's time and a smaller file for a test pattern: the first start is quicker.
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ],
    'mp4',
  );
}

/** A 10-second two-tone M4A. */
export function demoAudio(ffmpeg: string): Promise<Buffer | undefined> {
  return ffmpegMake(
    ffmpeg,
    [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=523:duration=10',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=659:duration=10',
      '-filter_complex',
      'amix=inputs=2',
      '-c:a',
      'aac',
    ],
    'm4a',
  );
}

/** The YouTube video the embed content shows, and its oEmbed answer as recorded from youtube.com/oembed. */
export const DEMO_EMBED_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
/** The recorded oEmbed answer of DEMO_EMBED_URL. */
export const DEMO_EMBED_OEMBED: OEmbedData = {
  type: 'video',
  provider_name: 'YouTube',
  title: 'Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film',
  thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
  width: 200,
  height: 113,
  html: '<iframe width="200" height="113" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film"></iframe>',
};
