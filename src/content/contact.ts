/** The contact page's words (SPEC.md "Contact"), from `src/content/pages/contact.yml`. */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, icon, line, list, paragraph } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import { ctaShape, heroShape, linkedCardShape, sectionHeading } from './shapes.ts';

const contactCard = <Extra extends z.ZodRawShape>(label: string, extra: Extra) =>
  group(label, { title: line('Title'), description: paragraph('Text'), icon: icon(), ...extra });

const contactSchema = group('Contact page', {
  ...pageSeo,
  hero: heroShape,
  whyChooseUs: group('Why choose us (#why-choose-us)', { ...sectionHeading, linkLabel: line('Words of the link on each card'), cards: list('Cards', linkedCardShape, { summary: '{{fields.title}}' }) }),
  getInTouch: group('Get in touch (#get-in-touch)', {
    ...sectionHeading,
    email: contactCard('E-mail card (shows the general e-mail address)', {}),
    calendar: contactCard('Booking card (shows the booking calendar)', {
      frameTitle: line('Name of the calendar for screen readers'),
      linkText: line('Words of the link to the booking page'),
    }),
    qr: contactCard('QR code card', {
      codeLabel: line('What the QR code is, for screen readers (its address follows)'),
      linkText: line('Words of the link to the booking page'),
    }),
  }),
  office: group('Our office (#office)', {
    ...sectionHeading,
    paragraphs: list('Paragraphs', paragraph('Paragraph')),
    cardTitle: line('Title of the address card'),
    mapLink: line('Words of the map link'),
  }),
  cta: ctaShape,
});

export type ContactContent = z.output<typeof contactSchema>;

export const contactFile = pageContent('pages/contact.yml', contactSchema, paths.contact);
