import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, ExternalLink, Loader2 } from 'lucide-react';
import type { PreviewImageInfo } from '../../../shared/api/admin-screenshots';
import { type SocialPlatform, socialPlatforms } from '../../../shared/social-platforms';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { adminPaths } from './admin-api';
import { Badge } from './admin-card';
import { formatDateTime } from './format';
import { openInNewTab } from './open-in-new-tab';
import { postForFile, saveBlob } from './save-file';

type PlatformCardProps = { platform: SocialPlatform; image: PreviewImageInfo | undefined };

/** One platform (spec §2): its size, the stored image, Generate (downloads the PNG) and View. */
export function PlatformCard({ platform, image }: PlatformCardProps) {
  const queryClient = useQueryClient();
  const { label, width, height } = socialPlatforms[platform];
  const generate = useMutation({
    mutationFn: () => postForFile(`/api/screenshots/platform/${platform}`, { route: '/' }),
    onSuccess: (png) => {
      saveBlob(png, `${platform}-screenshot.png`);
      toast({ title: 'Screenshot Generated' });
      void queryClient.invalidateQueries({ queryKey: [adminPaths.screenshotStatus] });
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Generation Failed',
        description: `Failed to generate ${platform} screenshot.`,
      }),
  });
  return (
    <li className="flex flex-col justify-between gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <div>
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-white">{label}</h3>
          <Badge>{`${width}x${height}`}</Badge>
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {image
            ? `Last generated ${formatDateTime(image.generatedAt)} (${image.source})`
            : 'Not generated yet'}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          onClick={() => generate.mutate()}
          disabled={generate.isPending}
          aria-label={`Generate ${label} screenshot`}
        >
          {generate.isPending ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Camera aria-hidden="true" className="h-4 w-4" />
          )}
          Generate
        </Button>
        <Button
          variant="ghost"
          onClick={() => openInNewTab(`/preview/${platform}.png?t=${Date.now()}`)}
          aria-label={`View ${label} preview`}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" /> View
        </Button>
      </div>
    </li>
  );
}
