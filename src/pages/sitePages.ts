/**
 * Every page the owner edits, in the order the editor lists them (src/pages/sitePage.ts): a new
 * page is one entry here, beside its content file and schema (src/content/) and its component.
 */
import { blogCollection } from '../content/blog/collection.ts';
import { blogPageFile } from '../content/blogPage.ts';
import { privacyPolicyFile, termsOfServiceFile } from '../content/legal.ts';
import { notFoundFile } from '../content/notFound.ts';
import { pricing } from '../content/pricing.ts';
import { ownPage, type OwnPageName } from '../content/blockPages.ts';
import { faqsOf } from '../blocks/faq/faqsOf.ts';
import { paths } from '../paths.ts';
import { sitePage, type SitePage } from './sitePage.ts';

/** A page of the site's own made of blocks (src/content/blockPages.ts): drawn by the block library, its questions (if it shows any) its FAQPage. */
function blockPage(name: OwnPageName, label: string, kind: 'home' | 'company' | 'pricing' | 'booking'): SitePage {
  const source = ownPage(name);
  const component = async () => ({ default: (await import('../blocks/Blocks.tsx')).Blocks });
  return sitePage({ name, label, kind, source, component, props: (content) => ({ blocks: content.blocks, path: source.path }), ...faqsOf(source.content.blocks, pricing) });
}

export const sitePages: readonly SitePage[] = [
  blockPage('home', 'Home page', 'home'),
  blockPage('about', 'About the founder', 'company'),
  blockPage('solutions', 'Solutions', 'company'),
  blockPage('services', 'Services overview', 'company'),
  blockPage('contact', 'Contact', 'company'),
  blockPage('pricing', 'Pricing page', 'pricing'),
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
  blockPage('booking', 'Book-a-call page', 'booking'),
  sitePage({ name: 'privacy-policy', label: 'Privacy policy', kind: 'legal', source: privacyPolicyFile, component: () => import('./LegalPage.tsx'), props: (document) => ({ document }) }),
  sitePage({ name: 'terms-of-service', label: 'Terms of service', kind: 'legal', source: termsOfServiceFile, component: () => import('./LegalPage.tsx'), props: (document) => ({ document }) }),
  sitePage({ name: 'not-found', label: 'Page not found (404)', kind: 'not-found', source: notFoundFile, component: () => import('./NotFoundPage.tsx'), props: (content) => ({ content }) }),
];
