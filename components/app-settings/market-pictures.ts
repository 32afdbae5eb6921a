import { messages } from '@/lib/validation/messages';
import { readImageSize } from '@/lib/validation/image';
import { joinImageErrors } from '@/lib/validation/image';
import { marketBannerSizeErrors, marketImageSizeErrors } from '@/lib/application/play-market';

/**
 * Reads each picture's pixel size in the browser and keeps those the Play Market takes (§9),
 * before anything is uploaded; the others give the joined messages.
 */
export async function checkMarketPictures(
  files: readonly File[],
  kind: 'banner' | 'image',
): Promise<{ valid: File[]; error: string | null }> {
  const valid: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      const size = await readImageSize(file);
      const errors = kind === 'banner' ? marketBannerSizeErrors(size) : marketImageSizeErrors(size);
      if (errors.length) problems.push(...errors.map((e) => (e === messages.imageResolution ? `${file.name}: ${e}` : e)));
      else valid.push(file);
    } catch {
      problems.push(`${file.name}: ${messages.fileRead}`);
    }
  }
  return { valid, error: problems.length ? joinImageErrors(problems) : null };
}
