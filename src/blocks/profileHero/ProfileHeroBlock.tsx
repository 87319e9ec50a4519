import { ExternalLink } from 'lucide-react';
import { BookingButton } from '../../components/BookingButton.tsx';
import { buttonClass } from '../../components/Button.tsx';
import { Hero } from '../../components/Hero.tsx';
import { NewTabNote } from '../../components/NewTabNote.tsx';
import { LinkedInIcon } from '../../components/SocialIcons.tsx';
import { site } from '../../site.ts';
import type { BlockProps } from '../blockProps.ts';

/** The top of the page with the founder's LinkedIn profile beside the booking button, opened in a new tab. */
export function ProfileHeroBlock({ block, place }: Pick<BlockProps<'profileHero'>, 'block' | 'place'>) {
  return (
    <Hero
      {...block}
      backLink
      actions={
        <>
          <BookingButton place={place ?? 'hero'} size="lg" />
          <a href={site.founder.linkedIn} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline', size: 'lg' })}>
            <LinkedInIcon />
            {block.linkedIn}
            <NewTabNote />
            <ExternalLink aria-hidden="true" focusable="false" />
          </a>
        </>
      }
    />
  );
}
