import { icons, type IconName } from './icons.ts';

/** A decorative icon by name (content data stores names, not components). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
