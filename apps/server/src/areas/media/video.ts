import { checkVideo, MEDIA_TYPES, type VideoUsage } from '@sc/contract/calls/media.ts';
import type { Movie } from 'mp4box';
import { refuse, refuseIf } from './refuse.ts';

export interface VideoFacts {
  mime: 'video/mp4';
  durationMs: number;
  width: number;
  height: number;
}

/** The parser takes the file in slices, so a 100 MB video is never copied whole. */
const SLICE_BYTES = 4 * 1024 * 1024;

const unreadable = () => refuse({ key: 'mediaTypeNotAllowed', params: { types: MEDIA_TYPES.video.names } });

/** The movie header of an mp4 (undefined when there is none or it does not parse). */
export async function readMovie(data: Uint8Array): Promise<Movie | undefined> {
  // mp4box and file-type load with the first video, not at start.
  const { createFile, MP4BoxBuffer } = await import('mp4box');
  const file = createFile();
  let movie: Movie | undefined;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {};
  try {
    for (let start = 0; start < data.byteLength && !movie; start += SLICE_BYTES) {
      const slice = data.subarray(start, Math.min(start + SLICE_BYTES, data.byteLength));
      const chunk = new MP4BoxBuffer(slice.byteLength);
      new Uint8Array(chunk).set(slice);
      chunk.fileStart = start;
      file.appendBuffer(chunk, start + slice.byteLength >= data.byteLength);
    }
    file.flush();
  } catch {
    return undefined;
  }
  return movie;
}

function durationMsOf(movie: Movie): number {
  if (movie.duration > 0 && movie.timescale > 0) return Math.round((movie.duration / movie.timescale) * 1000);
  // Fragmented files may leave the movie duration empty: the longest track decides.
  const tracks = movie.tracks.map((t) => (t.timescale > 0 ? (t.duration / t.timescale) * 1000 : 0));
  const fragments = movie.fragment_duration ? (movie.fragment_duration.num / movie.fragment_duration.den) * 1000 : 0;
  return Math.round(Math.max(0, fragments, ...tracks));
}

/**
 * Checks a video against its usage: mp4 by its bytes, size, then its length read from the movie
 * header. The file is stored as sent.
 */
export async function checkVideoFile(data: Uint8Array, usage: VideoUsage): Promise<VideoFacts> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime ?? 'application/octet-stream';
  refuseIf(checkVideo(usage, { mime, bytes: data.byteLength }));
  const movie = await readMovie(data);
  const track = movie?.videoTracks[0];
  if (!movie || !track) throw unreadable();
  const durationMs = durationMsOf(movie);
  if (durationMs <= 0) throw unreadable();
  refuseIf(checkVideo(usage, { mime, bytes: data.byteLength, durationMs }));
  return {
    mime: 'video/mp4',
    durationMs,
    width: Math.round(track.video?.width ?? track.track_width),
    height: Math.round(track.video?.height ?? track.track_height),
  };
}
