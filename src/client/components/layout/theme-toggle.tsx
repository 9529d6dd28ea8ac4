import { Moon, Sun } from 'lucide-react';
import { themeToggleLabel, toggleTheme } from '../../lib/theme';
import { useTheme } from '../../lib/use-theme';
import { PlainButton } from '../ui/plain-button';

/**
 * Both icons are drawn and the theme class picks one, so the prerendered button is right before
 * any script runs. On the static pages the islands' page controls bind it (`data-theme-toggle`);
 * in the client-rendered pages React does.
 */
export function ThemeToggle() {
  const label = themeToggleLabel(useTheme());
  return (
    <PlainButton
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-theme-toggle=""
    >
      <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
    </PlainButton>
  );
}
