/**
 * The video step: draws every frame of a clip as SVG, lets ffmpeg rasterise them (its librsvg
 * decoder) and encode a small H.264 file. Settings are fixed and bit-exact so the same frames give
 * the same bytes. Without ffmpeg the step is skipped and the committed clips stay as they are.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { videoFrame } from './compose/motion';

export const VIDEO = {
  width: 640,
  height: 360,
  fps: 25,
  seconds: 7,
  maxBytes: 500 * 1024,
};

/** ffmpeg arguments: H.264 main profile, yuv420p, no audio, faststart, bit-exact, one thread. */
export function ffmpegArgs(framePattern: string, out: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-framerate',
    String(VIDEO.fps),
    '-c:v',
    'librsvg',
    '-i',
    framePattern,
    '-frames:v',
    String(VIDEO.fps * VIDEO.seconds),
    '-an',
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-level',
    '3.0',
    '-preset',
    'slow',
    '-crf',
    '23',
    '-g',
    String(VIDEO.fps * 2),
    '-x264-params',
    'scenecut=0:open-gop=0:threads=1:lookahead-threads=1',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    out,
  ];
}

export const hasFfmpeg = (): boolean => {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  return probe.status === 0;
};

/** Renders clip i into `out`; returns its size in bytes. */
export function renderClip(i: number, out: string): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lantu-art-video-${i}-`));
  try {
    const frames = VIDEO.fps * VIDEO.seconds;
    for (let f = 0; f < frames; f += 1) {
      const name = path.join(dir, `frame-${String(f).padStart(4, '0')}.svg`);
      fs.writeFileSync(name, videoFrame(i, f / frames));
    }
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const run = spawnSync('ffmpeg', ffmpegArgs(path.join(dir, 'frame-%04d.svg'), out), {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`ffmpeg failed for video-${i}: ${run.stderr}`);
    return fs.statSync(out).size;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
