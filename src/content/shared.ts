/**
 * Words every page shares (`src/content/documents/shared.yml`): the skip link, the menus' labels, the
 * booking button, the closing band's default and the footer. Components read them through
 * `SharedWordsProvider`, which the document (and the editor's preview) sets.
 */
import type { z } from 'zod';
import { loadContentFile } from './contentFile.ts';
import { group, line, list, paragraph } from './fields.ts';

export const sharedWordsSchema = group('Words on every page', {
  skipLink: line('Skip link (for keyboard users)'),
  backToHome: line('Back link at the top of pages'),
  bookingButton: line('Booking button', { hint: 'The words of every "book a call" button that does not say otherwise.' }),
  bookingButtonShort: line('Short booking button in the header of phones and tablets', { hint: 'Beside Menu on small screens: keep it short (it must fit a 320 px phone).', max: 14 }),
  newTab: line('Note read after a link that opens a new tab', { hint: 'Read by screen readers, not shown.' }),
  step: line('Word before the number of a process step', { hint: 'Read by screen readers: "Step 1: Assessment".' }),
  cta: group('Closing call to action', { title: line('Title'), text: paragraph('Text') }, 'The band at the foot of pages that do not write their own.'),
  servicePages: group('Service pages', {
    promises: list('Promises under the top of a service page without figures of its own', line('Promise', { min: 5 }), { min: 1, max: 4 }),
    offeringDeliverables: line('Offering block: heading over what we deliver'),
    offeringOutcomes: line('Offering block: heading over what the client can expect'),
  }),
  movedPage: group('Page at an old address (shown while the visitor is sent on)', {
    title: line('Title'),
    text: line('Words before the link to the new page'),
  }),
  legalPages: group('Privacy policy and terms of service', {
    eyebrow: line('Small label over the title'),
    lastUpdated: line('Words before the date of the last change'),
    contents: line('Heading of the list of sections'),
    cta: group('Closing call to action', { title: line('Title'), text: paragraph('Text') }),
  }),
  header: group('Header', {
    home: line("After the short name on the logo's link, read by screen readers ('Hale Growth, home')", { min: 1 }),
    mainNav: line('Name of the main menu, read by screen readers'),
    menu: line('Menu button (small screens)'),
    siteMenu: line('Name of the menu panel, read by screen readers'),
    closeMenu: line('Close button of the menu panel, read by screen readers'),
    mobileNav: line("Name of the menu panel's links, read by screen readers"),
    servicesToggle: line('Button that opens the services list, read by screen readers'),
    getInTouch: line('Heading over the contact details in the menu panel'),
  }),
  socialCards: group('Pictures shown when a page is shared (the small label over its title)', {
    home: line('Home page'),
    company: line('About, contact, solutions, services overview and the 404 page'),
    services: line('Service pages'),
    pricing: line('Pricing'),
    legal: line('Privacy policy and terms'),
    blog: line('Blog and articles (an article adds its category)'),
    booking: line('Book-a-call page'),
  }),
  navigation: group('Menu labels', {
    home: line('Home'),
    solutions: line('Solutions'),
    services: line('Services'),
    blog: line('Blog'),
    about: line('About'),
    contact: line('Contact'),
    pricing: line('Pricing'),
    privacy: line('Privacy policy'),
    terms: line('Terms of service'),
  }),
  footer: group('Footer', {
    blurb: paragraph('About the firm, under its name'),
    companyHeading: line('Heading over the site links'),
    contactHeading: line('Heading over the contact details'),
    linkedIn: line('Name of the LinkedIn link (read by screen readers)'),
    twitter: line('Name of the Twitter link (read by screen readers)'),
    rights: line('After the copyright year and name'),
  }),
});

export type SharedWords = z.output<typeof sharedWordsSchema>;

export const sharedWordsFile = 'documents/shared.yml';

export const sharedWords: SharedWords = loadContentFile(sharedWordsFile, sharedWordsSchema);
