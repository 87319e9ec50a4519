import { icons, type IconName } from './icons.ts';

/** A decorative icon by name (content data stores names, not components). */
export function Icon({ name }: { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" />;
}
