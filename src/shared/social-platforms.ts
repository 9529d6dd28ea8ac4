/**
 * The social-preview platforms and the image size each one shows (one table for the whole product).
 * `maxBytes`: WhatsApp drops a link's image above about 300 KB, so its preview must stay below.
 */
export const socialPlatforms = {
  facebook: { label: 'Facebook', width: 1200, height: 630, maxBytes: null },
  twitter: { label: 'Twitter', width: 1200, height: 675, maxBytes: null },
  linkedin: { label: 'LinkedIn', width: 1200, height: 627, maxBytes: null },
  slack: { label: 'Slack', width: 1200, height: 630, maxBytes: null },
  whatsapp: { label: 'WhatsApp', width: 1200, height: 630, maxBytes: 300_000 },
  discord: { label: 'Discord', width: 1200, height: 630, maxBytes: null },
} as const;

export type SocialPlatform = keyof typeof socialPlatforms;

export const socialPlatformNames = Object.keys(socialPlatforms) as SocialPlatform[];

export function isSocialPlatform(value: string): value is SocialPlatform {
  return Object.hasOwn(socialPlatforms, value);
}
