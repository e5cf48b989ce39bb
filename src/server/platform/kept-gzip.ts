import { crc32, deflateRawSync, constants as zlib } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * Gzip for answers whose data is kept between requests (answerWriter in
 * json-answer.ts: the home page's modules). Only the answer's opening differs
 * from one request to the next (it holds the request id), so the rest is
 * deflated once, at the best level, and each answer is the gzip header, the
 * opening as a stored deflate block, the kept deflate stream and the trailer.
 * A deflate stream is a sequence of blocks and a stored block ends on a byte
 * boundary, so the kept stream follows it unchanged: its back-references
 * reach only into its own output (RFC 1951 §3.2.4, RFC 1952). Compressing the
 * home page's ~1.7 kB for every request cost the server ~30 µs of its CPU at
 * brotli quality 1, as much as a bare request whole; this costs ~3 µs, the
 * CRC of the answer (issue 9, bench/history.md).
 */

/** Gzip's member header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most this many bytes (its length is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;

/** The kept part of each answer deflated, for as long as the answer is kept (a new page is a new answer). */
const deflatedParts = new WeakMap<object, Buffer>();

/**
 * One answer in gzip: `opening` as it is for this request, then the kept
 * `parts`, deflated the first time `key` is seen. Null when the opening does
 * not fit a stored block (the request id is at most 64 characters, so only a
 * caller's mistake): the answer then goes out as any other.
 */
export function gzipWithKeptTail(key: object, opening: Buffer, parts: readonly Buffer[]): Buffer | null {
  if (opening.length > STORED_BLOCK_MAX) return null;
  let tail = deflatedParts.get(key);
  if (!tail) {
    tail = deflateRawSync(Buffer.concat(parts), { level: zlib.Z_BEST_COMPRESSION });
    deflatedParts.set(key, tail);
  }
  // BFINAL 0, BTYPE 00 (stored), padded to the byte: 0; then LEN and its one's complement.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(opening.length, 1);
  stored.writeUInt16LE(~opening.length & 0xffff, 3);
  let crc = crc32(opening);
  let length = opening.length;
  for (const part of parts) {
    crc = crc32(part, crc);
    length += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, stored, opening, tail, trailer]);
}

/**
 * Whether the client takes gzip, read as @fastify/compress reads
 * Accept-Encoding (`*` and `x-gzip` stand for gzip; q=0 refuses), so an
 * answer is compressed here for exactly the clients the plugin would compress for.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['gzip']) === 'gzip';
}
