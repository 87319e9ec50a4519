import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { routeFor, routes } from '../../../routes.ts';
import { paths, servicePath } from '../../../src/paths.ts';
import type { SiteRoute } from '../../../src/siteRoute.ts';
import { Head } from '../../../src/components/Head.tsx';
import { landingPages, landingPath } from '../../../src/content/blockPages.ts';
import { pricing } from '../../../src/content/pricing.ts';
import {
  blogPosting,
  breadcrumbs,
  founder,
  ids,
  jsonLd,
  organization,
  structuredDataFor,
} from '../../../src/seo/structuredData.ts';
import { absoluteUrl, site } from '../../../src/site.ts';
import { typesIn, validateJsonLd } from '../../support/schemaOrg.ts';

const card = '/assets/social/card-abc.png';
const render = async () => null as never;

/** A post as the blog collection would describe it; the builders must not depend on real posts. */
const fixtureArticle: SiteRoute = {
  path: `${paths.blog}fixture-post/`,
  title: 'How Fixture Posts Prove the Article Head',
  description: 'A fixture article route used to prove that article metadata drives og:type, BlogPosting and breadcrumbs.',
  kind: 'article',
  render,
  article: {
    publishedTime: '2025-03-04',
    modifiedTime: '2025-03-10',
    image: '/images/blog/fixture.jpg',
    author: site.founder.name,
    authorUrl: site.founder.linkedIn,
    section: 'Revenue Strategy',
    tags: ['Pipeline', 'Forecasting'],
  },
};

const fixtureService: SiteRoute = {
  path: '/services/fixture-service/',
  title: 'Fixture Service',
  description: 'A fixture service route used to prove that every service kind route publishes a Service node.',
  kind: 'service',
  render,
};

const graphNodes = (route: SiteRoute, all: readonly SiteRoute[] = routes) =>
  structuredDataFor(route, card, all)['@graph'] as unknown as Record<string, unknown>[];
const nodeOfType = (route: SiteRoute, type: string, all?: readonly SiteRoute[]) => graphNodes(route, all).find((node) => node['@type'] === type);

describe('structured data', () => {
  it('publishes the company on / with address, phone, both e-mails and its profiles', () => {
    const org = organization as Record<string, any>;
    assert.equal(org['@type'], 'ProfessionalService');
    assert.equal(org.name, site.name);
    assert.equal(org.telephone, site.phone.tel);
    assert.equal(org.address.streetAddress, site.office.street);
    assert.equal(org.address.addressLocality, site.office.city);
    assert.equal(org.address.postalCode, site.office.postalCode);
    const emails = [org.email, ...org.contactPoint.map((point: { email: string }) => point.email)];
    assert.ok(emails.includes(site.emails.general) && emails.includes(site.emails.founder));
    assert.deepEqual(org.sameAs, [site.social.linkedIn, site.social.twitter]);
    assert.deepEqual(typesIn(structuredDataFor(routeFor(paths.home), card, routes)).filter((type) => type === 'ProfessionalService' || type === 'WebSite'), ['ProfessionalService', 'WebSite']);
  });

  it('publishes the founder as a Person with the LinkedIn profile', () => {
    const person = founder as Record<string, any>;
    assert.equal(person.name, site.founder.name);
    assert.deepEqual(person.sameAs, [site.founder.linkedIn]);
    assert.equal(person.worksFor['@id'], ids.organization);
    const about: SiteRoute = { path: paths.about, title: `About ${site.founder.name}`, description: 'x'.repeat(80), kind: 'company', render };
    assert.ok(nodeOfType(about, 'Person'));
    assert.ok(nodeOfType(about, 'AboutPage'));
  });

  it('makes the pricing page an FAQPage with every FAQ of the pricing content, word for word', () => {
    const page = nodeOfType(routeFor(paths.pricing), 'FAQPage') as Record<string, any>;
    assert.ok(page, 'pricing publishes an FAQPage');
    assert.deepEqual(
      page.mainEntity.map((question: any) => [question.name, question.acceptedAnswer.text]),
      pricing.faqs.map((faq) => [faq.question, faq.answer]),
    );
  });

  it('makes a page made of blocks with questions and answers an FAQPage with every question of its FAQ blocks, and one without a WebPage', () => {
    const campaign = landingPages.find((page) => page.slug === 'revenue-engine-review')!;
    const questions = campaign.blocks.flatMap((block) => (block.kind === 'faq' ? (block.items ?? []) : []));
    assert.ok(questions.length > 0, 'the campaign page asks some');
    const page = nodeOfType(routeFor(landingPath(campaign.slug)), 'FAQPage') as Record<string, any>;
    assert.deepEqual(
      page?.mainEntity.map((question: any) => [question.name, question.acceptedAnswer.text]),
      questions.map((faq) => [faq.question, faq.answer]),
    );
    assert.ok(nodeOfType(routeFor('/case-study-saas-pipeline/'), 'WebPage'), 'the case study asks none');
  });

  it('gives every service route a Service provided by the company', () => {
    const service = nodeOfType(fixtureService, 'Service') as Record<string, any>;
    assert.equal(service.name, fixtureService.title);
    assert.equal(service.url, absoluteUrl(fixtureService.path));
    assert.equal(service.provider['@id'], ids.organization);
    for (const route of routes.filter((candidate) => candidate.kind === 'service')) assert.ok(nodeOfType(route, 'Service'), route.path);
  });

  it('describes an article as a BlogPosting with author, dates and absolute images, under Home > Blog', () => {
    const posting = blogPosting(fixtureArticle, card) as Record<string, any>;
    assert.equal(posting.headline, fixtureArticle.title);
    assert.equal(posting.datePublished, '2025-03-04');
    assert.equal(posting.dateModified, '2025-03-10');
    assert.deepEqual(posting.image, [absoluteUrl('/images/blog/fixture.jpg'), absoluteUrl(card)]);
    assert.deepEqual(posting.author, { '@type': 'Person', name: site.founder.name, url: site.founder.linkedIn });
    assert.equal(posting.publisher['@id'], ids.organization);
    const blog: SiteRoute = { path: paths.blog, title: 'Blog', description: 'x'.repeat(80), kind: 'blog', render };
    const trail = (breadcrumbs(fixtureArticle, [blog, fixtureArticle]) as Record<string, any>).itemListElement;
    assert.deepEqual(
      trail.map((item: any) => [item.position, item.name, item.item]),
      [
        [1, 'Home', absoluteUrl('/')],
        [2, 'Blog', absoluteUrl(paths.blog)],
        [3, fixtureArticle.title, absoluteUrl(fixtureArticle.path)],
      ],
    );
  });

  it('validates against schema.org for every route and for the fixtures', () => {
    for (const route of [...routes, fixtureArticle, fixtureService]) {
      assert.deepEqual(validateJsonLd(JSON.parse(jsonLd(structuredDataFor(route, card, routes)))), [], route.path);
    }
  });

  it('serialises so that no text can close the script element', () => {
    const graph = structuredDataFor({ ...fixtureService, title: 'A </script><script>alert(1)</script> title' }, card, routes);
    assert.doesNotMatch(jsonLd(graph), /<\/script/i);
    assert.equal((JSON.parse(jsonLd(graph))['@graph'][0] as { name: string }).name.includes('</script>'), true);
  });
});

describe('schema.org validator', () => {
  it('rejects unknown types, properties foreign to a type and missing required properties', () => {
    assert.match(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Organisation', name: 'x' }).join(), /unknown schema.org type Organisation/);
    assert.match(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Person', name: 'x', headline: 'y' }).join(), /headline is not a property of Person/);
    assert.match(validateJsonLd({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'x' }).join(), /datePublished/);
    assert.match(validateJsonLd({ '@context': 'https://schema.org', '@type': 'ProfessionalService', name: 'x' }).join(), /address/);
    assert.deepEqual(validateJsonLd({ '@context': 'https://schema.org', '@type': 'ProfessionalService', name: 'x', hasMap: 'https://maps.example/', address: { '@type': 'PostalAddress', streetAddress: 'a', addressLocality: 'b', postalCode: 'c', addressCountry: 'US' } }), []);
  });
});

describe('Head', () => {
  const headHtml = (route: SiteRoute) =>
    renderToStaticMarkup(
      <HelmetProvider>
        <Head route={route} allRoutes={routes} socialImage={card} />
      </HelmetProvider>,
    );

  it('marks an article as og:type article with its publication time, section and tags', () => {
    const html = headHtml(fixtureArticle);
    assert.match(html, /<meta property="og:type" content="article"\/>/);
    assert.match(html, /<meta property="article:published_time" content="2025-03-04"\/>/);
    assert.match(html, /<meta property="article:section" content="Revenue Strategy"\/>/);
    assert.equal(html.match(/property="article:tag"/g)?.length, 2);
    assert.match(html, new RegExp(`<link rel="canonical" href="${absoluteUrl(fixtureArticle.path)}"/>`));
    assert.match(html, /"@type":"BlogPosting"/);
  });

  it('gives other pages og:type website, the 1200x630 card and a large Twitter card', () => {
    const html = headHtml(fixtureService);
    assert.match(html, /<meta property="og:type" content="website"\/>/);
    assert.doesNotMatch(html, /article:published_time/);
    assert.match(html, new RegExp(`<meta property="og:image" content="${absoluteUrl(card)}"/>`));
    assert.match(html, /<meta property="og:image:width" content="1200"\/><meta property="og:image:height" content="630"\/>/);
    assert.match(html, /<meta name="twitter:card" content="summary_large_image"\/>/);
  });

  it('keeps non-indexable pages out of the index: noindex, and no canonical on the 404 page', () => {
    const notFound = headHtml(routeFor(paths.notFound));
    assert.match(notFound, /<meta name="robots" content="noindex"\/>/);
    assert.doesNotMatch(notFound, /rel="canonical"/);
    const redirect = headHtml(routeFor(servicePath('sales-enablement')));
    assert.match(redirect, new RegExp(`<link rel="canonical" href="${absoluteUrl(servicePath('lead-generation'))}"/>`));
  });
});
