import { type SocialPlatform, socialPlatformNames, socialPlatforms } from '../../../shared/social-platforms';

export type PreviewTarget = {
  platform: SocialPlatform;
  label: string;
  width: number;
  height: number;
  /** The most bytes the platform accepts, when it has a limit. */
  maxBytes: number | null;
};

/** One target per platform, from the product's one table of sizes. */
export function previewTargetOf(platform: SocialPlatform): PreviewTarget {
  const { label, width, height, maxBytes } = socialPlatforms[platform];
  return { platform, label, width, height, maxBytes };
}

export function listPreviewTargets(): PreviewTarget[] {
  return socialPlatformNames.map(previewTargetOf);
}
