import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../http/app-error.ts';

const SIZE = 512;

/**
 * Turns an uploaded photo into a 512×512 JPEG: orientation applied, then every byte re-encoded, so
 * no metadata (location, camera) and nothing hidden in the original survives.
 */
export const processProfileImage = async (data: Buffer, maxPixels: number): Promise<Buffer> => {
  let image: Sharp;
  try {
    image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > maxPixels) throw new Error('too many pixels');
  } catch {
    throw badRequest(
      `This image is too large or damaged. Use one of at most ${maxPixels / 1_000_000} megapixels.`,
      {
        file: 'Choose a smaller or different image',
      },
    );
  }
  return image
    .rotate()
    .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
};
