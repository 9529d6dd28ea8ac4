/** The social-preview platforms and the image size each one shows (one table for the whole product). */
export const socialPlatforms = {
  facebook: { label: 'Facebook', width: 1200, height: 630 },
  twitter: { label: 'Twitter', width: 1200, height: 675 },
  linkedin: { label: 'LinkedIn', width: 1200, height: 627 },
  slack: { label: 'Slack', width: 1200, height: 630 },
  whatsapp: { label: 'WhatsApp', width: 1200, height: 630 },
  discord: { label: 'Discord', width: 1200, height: 630 },
} as const;

export type SocialPlatform = keyof typeof socialPlatforms;

export const socialPlatformNames = Object.keys(socialPlatforms) as SocialPlatform[];

export function isSocialPlatform(value: string): value is SocialPlatform {
  return Object.hasOwn(socialPlatforms, value);
}
