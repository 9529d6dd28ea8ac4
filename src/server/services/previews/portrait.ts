import { siteContent } from '../../../../content';
import type { LoadBlogImage } from '../files/blog-images';

/**
 * The content's portrait as a PNG data URL for the card, read once from the site's public files
 * (an SVG is drawn to PNG). Null when it cannot be read (not PNG or SVG, or missing): the card then
 * shows initials. A failed read is tried again next time.
 */
export function createPortraitLoader(loadImage: LoadBlogImage): () => Promise<string | null> {
  let loading: Promise<string | null> | undefined;
  return () => {
    loading ??= loadImage(siteContent.profile.portrait.src).then(
      (png) => {
        if (!png) loading = undefined;
        return png ? `data:image/png;base64,${png.toString('base64')}` : null;
      },
      () => {
        loading = undefined;
        return null;
      },
    );
    return loading;
  };
}
