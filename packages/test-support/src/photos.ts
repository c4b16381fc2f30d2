/**
 * Test photos for the candidate calls: real JPEG pictures (jpeg-js) of a given size, with an EXIF
 * DateTimeOriginal written into an APP1 segment as a camera writes it, or none.
 */
import jpeg from 'jpeg-js';

/** A little-endian TIFF block holding IFD0 -> Exif IFD -> DateTimeOriginal ("YYYY:MM:DD HH:MM:SS"). */
function exifBlock(takenOn: string): Buffer {
  const tiff = Buffer.alloc(64);
  tiff.write('II', 0, 'ascii');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0: one entry, the Exif IFD pointer.
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x8769, 10);
  tiff.writeUInt16LE(4, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(26, 18);
  tiff.writeUInt32LE(0, 22);
  // Exif IFD: one entry, DateTimeOriginal (ASCII, 20 bytes at 44).
  tiff.writeUInt16LE(1, 26);
  tiff.writeUInt16LE(0x9003, 28);
  tiff.writeUInt16LE(2, 30);
  tiff.writeUInt32LE(20, 32);
  tiff.writeUInt32LE(44, 36);
  tiff.writeUInt32LE(0, 40);
  tiff.write(`${takenOn.replaceAll('-', ':')} 10:15:00\0`, 44, 'ascii');
  const header = Buffer.from('Exif\0\0', 'ascii');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(2 + header.length + tiff.length);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, header, tiff]);
}

/** A JPEG photo `width`×`height` (a plain grey face-sized picture), taken on `takenOn` when given. */
export function jpegPhoto(width: number, height: number, takenOn?: string): Buffer {
  const data = Buffer.alloc(width * height * 4, 0xa0);
  const encoded = jpeg.encode({ data, width, height }, 70).data;
  if (!takenOn) return encoded;
  // APP1 goes right after the start-of-image marker.
  return Buffer.concat([encoded.subarray(0, 2), exifBlock(takenOn), encoded.subarray(2)]);
}
