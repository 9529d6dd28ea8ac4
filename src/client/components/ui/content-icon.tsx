import {
  Boxes,
  Building2,
  GitMerge,
  GraduationCap,
  Headset,
  type LucideIcon,
  PiggyBank,
  Server,
  Shield,
  Target,
  Users,
} from 'lucide-react';
import type { IconName } from '../../../../content/schema';

const ICONS: Record<IconName, LucideIcon> = {
  building: Building2,
  boxes: Boxes,
  target: Target,
  'piggy-bank': PiggyBank,
  'git-merge': GitMerge,
  headset: Headset,
  users: Users,
  server: Server,
  'graduation-cap': GraduationCap,
  shield: Shield,
};

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
