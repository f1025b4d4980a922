/**
 * Browsers' MediaRecorder writes WebM without a Duration (the length is not known while it
 * records), so players show no length and cannot seek well. This writes the measured length into
 * the Segment's Info element. Anything it does not recognise comes back unchanged.
 */

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const SEEK_HEAD_ID = 0x114d9b74;
const DURATION_ID = 0x4489;
const TIMECODE_SCALE_ID = 0x2ad7b1;
/** Enough to hold the header, the Info and the Tracks of any recording. */
const HEAD_BYTES = 64 * 1024;

type Vint = { value: number; length: number; unknown: boolean };

/** An EBML variable-length integer at `at`; with `keepMarker` (element ids) its marker bit stays. */
function readVint(bytes: Uint8Array, at: number, keepMarker = false): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** `size` as an 8-byte EBML size (room for any value, so the size field's length never matters). */
function sizeBytes(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(8);
  out[0] = 0x01;
  let rest = size;
  for (let i = 7; i >= 1; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

type Element = { id: number; start: number; dataStart: number; size: Vint };

function readElement(bytes: Uint8Array, at: number): Element | null {
  const id = readVint(bytes, at, true);
  if (!id) return null;
  const size = readVint(bytes, at + id.length);
  if (!size) return null;
  return { id: id.value, start: at, dataStart: at + id.length + size.length, size };
}

/** The recording with `seconds` as its Duration; unchanged when it has one or is not a plain WebM. */
export async function withWebmDuration(blob: Blob, seconds: number): Promise<Blob> {
  if (!(seconds > 0) || !Number.isFinite(seconds)) return blob;
  const head = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
  const ebml = readElement(head, 0);
  if (ebml?.id !== EBML_ID || ebml.size.unknown) return blob;
  const segment = readElement(head, ebml.dataStart + ebml.size.value);
  if (segment?.id !== SEGMENT_ID) return blob;

  let at = segment.dataStart;
  let info: Element | null = null;
  while (at < head.length) {
    const child = readElement(head, at);
    // A SeekHead points at places this would move; recordings have none.
    if (!child || child.size.unknown || child.id === SEEK_HEAD_ID) return blob;
    if (child.id === INFO_ID) {
      info = child;
      break;
    }
    at = child.dataStart + child.size.value;
  }
  const infoEnd = info ? info.dataStart + info.size.value : 0;
  if (!info || infoEnd > head.length) return blob;

  let scale = 1_000_000;
  for (let field = info.dataStart; field < infoEnd; ) {
    const child = readElement(head, field);
    if (!child) return blob;
    if (child.id === DURATION_ID) return blob;
    if (child.id === TIMECODE_SCALE_ID) {
      let value = 0;
      for (let i = 0; i < child.size.value; i += 1) value = value * 256 + (head[child.dataStart + i] ?? 0);
      if (value > 0) scale = value;
    }
    field = child.dataStart + child.size.value;
  }

  const duration = new Uint8Array(11);
  duration.set([0x44, 0x89, 0x88]);
  new DataView(duration.buffer).setFloat64(3, (seconds * 1e9) / scale);
  const infoHead = new Uint8Array([0x15, 0x49, 0xa9, 0x66, ...sizeBytes(info.size.value + duration.length)]);
  const parts: BlobPart[] = [];
  if (segment.size.unknown) parts.push(head.slice(0, info.start));
  else {
    const grown = segment.size.value + (infoHead.length - (info.dataStart - info.start)) + duration.length;
    const segmentIdEnd = segment.dataStart - segment.size.length;
    parts.push(head.slice(0, segmentIdEnd), sizeBytes(grown), head.slice(segment.dataStart, info.start));
  }
  parts.push(infoHead, head.slice(info.dataStart, infoEnd), duration, blob.slice(infoEnd));
  return new Blob(parts, { type: blob.type });
}
