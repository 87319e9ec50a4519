/**
 * Every page the owner edits, in the order the editor lists them (src/pages/sitePage.ts): a new
 * page is one entry here, beside its content file and schema (src/content/) and its component.
 */
import { aboutFile } from '../content/about.ts';
import { blogCollection } from '../content/blog/collection.ts';
import { blogPageFile } from '../content/blogPage.ts';
import { bookingFile } from '../content/booking.ts';
import { contactFile } from '../content/contact.ts';
import { homeFile } from '../content/home.ts';
import { privacyPolicyFile, termsOfServiceFile } from '../content/legal.ts';
import { notFoundFile } from '../content/notFound.ts';
import { pricing } from '../content/pricing.ts';
import { pricingPageFile } from '../content/pricingPage.ts';
import { coreServiceCards, servicesOverviewFile, supportingServiceCards } from '../content/servicesOverview.ts';
import { solutionsFile } from '../content/solutions.ts';
import { paths } from '../paths.ts';
import { sitePage, type SitePage } from './sitePage.ts';

/** The component of a page made of blocks: its stack, loaded when drawn. */
const blocksComponent = async () => ({ default: (await import('../blocks/Blocks.tsx')).Blocks });

export const sitePages: readonly SitePage[] = [
  sitePage({
    name: 'home',
    label: 'Home page',
    kind: 'home',
    source: homeFile,
    component: blocksComponent,
    props: (content) => ({ blocks: content.blocks, path: paths.home }),
  }),
  sitePage({
    name: 'about',
    label: 'About the founder',
    kind: 'company',
    source: aboutFile,
    component: blocksComponent,
    props: (content) => ({ blocks: content.blocks, path: paths.about }),
  }),
  sitePage({
    name: 'solutions',
    label: 'Solutions',
    kind: 'company',
    source: solutionsFile,
    component: blocksComponent,
    props: (content) => ({ blocks: content.blocks, path: paths.solutions }),
  }),
  sitePage({
    name: 'services-overview',
    label: 'Services overview',
    kind: 'company',
    source: servicesOverviewFile,
    component: () => import('./ServicesPage.tsx'),
    props: (content) => ({ content, core: coreServiceCards, supporting: supportingServiceCards }),
  }),
  sitePage({ name: 'contact', label: 'Contact', kind: 'company', source: contactFile, component: () => import('./ContactPage.tsx'), props: (content) => ({ content }) }),
  sitePage({
    name: 'pricing-page',
    label: 'Pricing page (words around the plans)',
    kind: 'pricing',
    source: pricingPageFile,
    component: () => import('./PricingPage.tsx'),
    props: (content) => ({ content, pricing }),
    faqs: pricing.faqs,
  }),
  sitePage({
    name: 'blog',
    label: 'Blog list and the words around every article',
    kind: 'blog',
    source: blogPageFile,
    component: () => import('./blog/BlogIndexPage.tsx'),
    props: (words) => ({ blogIndexPath: paths.blog, words }),
    // The featured post, the first two pages of the grid, and the count of them all.
    posts: blogCollection.posts.map((post) => post.file),
  }),
  sitePage({ name: 'booking', label: 'Book-a-call page', kind: 'booking', source: bookingFile, component: () => import('./BookingPage.tsx'), props: (content) => ({ content }) }),
  sitePage({ name: 'privacy-policy', label: 'Privacy policy', kind: 'legal', source: privacyPolicyFile, component: () => import('./LegalPage.tsx'), props: (document) => ({ document }) }),
  sitePage({ name: 'terms-of-service', label: 'Terms of service', kind: 'legal', source: termsOfServiceFile, component: () => import('./LegalPage.tsx'), props: (document) => ({ document }) }),
  sitePage({ name: 'not-found', label: 'Page not found (404)', kind: 'not-found', source: notFoundFile, component: () => import('./NotFoundPage.tsx'), props: (content) => ({ content }) }),
];
