import { describe, expect, it } from 'vitest';
import { withWebmDuration } from './webm-duration.ts';

const EBML_HEADER = [
  0x1a, 0x45, 0xdf, 0xa3, 0x8f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87,
  0x81, 0x04,
];
const TIMECODE_SCALE = [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40];
const MUXING_APP = [0x4d, 0x80, 0x81, 0x41];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75, 0x81, 0x00];

/** What Chrome's MediaRecorder writes, in small: a Segment of unknown size whose Info has no Duration. */
const recording = (
  segmentSize: number[] = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
  info = [...TIMECODE_SCALE, ...MUXING_APP],
) =>
  new Blob(
    [
      new Uint8Array([
        ...EBML_HEADER,
        0x18,
        0x53,
        0x80,
        0x67,
        ...segmentSize,
        0x15,
        0x49,
        0xa9,
        0x66,
        0x80 | info.length,
        ...info,
        ...CLUSTER,
      ]),
    ],
    {
      type: 'video/webm',
    },
  );

/** The Duration (in TimecodeScale units) of a patched file, found by its id. */
const durationOf = (bytes: Uint8Array): number | null => {
  for (let i = 0; i + 11 <= bytes.length; i += 1) {
    if (bytes[i] === 0x44 && bytes[i + 1] === 0x89 && bytes[i + 2] === 0x88)
      return new DataView(bytes.buffer, bytes.byteOffset + i + 3, 8).getFloat64(0);
  }
  return null;
};

describe('withWebmDuration', () => {
  it("writes the measured length into a recording's Info, keeping everything else", async () => {
    const patched = await withWebmDuration(recording(), 3.25);
    const bytes = new Uint8Array(await patched.arrayBuffer());
    expect(patched.type).toBe('video/webm');
    expect(durationOf(bytes)).toBe(3250);
    expect(bytes.length).toBe((await recording().arrayBuffer()).byteLength + 11 + 7);
    expect([...bytes.slice(-CLUSTER.length)]).toEqual(CLUSTER);
    // Info now has an 8-byte size: its old fields and the Duration.
    const info = bytes.indexOf(0x15, EBML_HEADER.length + 12);
    expect([...bytes.slice(info, info + 12)]).toEqual([0x15, 0x49, 0xa9, 0x66, 0x01, 0, 0, 0, 0, 0, 0, 22]);
  });

  it('grows a known Segment size by what was added', async () => {
    const size = 4 + 1 + 11 + CLUSTER.length;
    const patched = new Uint8Array(await (await withWebmDuration(recording([0x80 | size]), 2)).arrayBuffer());
    expect([...patched.slice(EBML_HEADER.length + 4, EBML_HEADER.length + 12)]).toEqual([
      0x01,
      0,
      0,
      0,
      0,
      0,
      0,
      size + 7 + 11,
    ]);
    expect(durationOf(patched)).toBe(2000);
  });

  it('leaves a file that has a Duration, or is not WebM, as it is', async () => {
    const withDuration = recording(undefined, [...TIMECODE_SCALE, 0x44, 0x89, 0x84, 0x45, 0x3b, 0x80, 0x00]);
    expect(await withWebmDuration(withDuration, 3)).toBe(withDuration);
    const mp4 = new Blob([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], { type: 'video/mp4' });
    expect(await withWebmDuration(mp4, 3)).toBe(mp4);
    const plain = recording();
    expect(await withWebmDuration(plain, Number.POSITIVE_INFINITY)).toBe(plain);
  });
});
