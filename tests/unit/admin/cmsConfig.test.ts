/**
 * The editor's config is made from the schemas the build validates with: every collection is
 * there, each field is required or optional as its schema says, a post's category and author are
 * offered from the site's own lists, and a field's check refuses what the build refuses.
 */
import assert from 'node:assert/strict';
// Decap's own summary templating, as its lists run it (the package ships no types).
// @ts-expect-error TS7016
import { compileStringTemplate } from 'decap-cms-lib-widgets/dist/esm/stringTemplate.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { backendFromEnv, localBackendUrl } from '../../../src/admin/cmsBackend.ts';
import { cmsConfig } from '../../../src/admin/cmsConfig.ts';
import type { CmsField } from '../../../src/admin/cmsField.ts';
import { articleEntries, documentEntries, pagesCollectionName, serviceCollectionName } from '../../../src/admin/contentCollections.ts';
import { authorNames } from '../../../src/content/blog/authors.ts';
import { postCategories } from '../../../src/content/blog/categories.ts';
import { readFrontMatter } from '../../../src/content/blog/frontMatter.ts';
import { postMetaSchema, withoutBlankOptionals } from '../../../src/content/blog/schema.ts';
import { contentDir, dataDir } from '../../../src/content/contentFolders.ts';
import { contentTokens } from '../../../src/content/contentTokens.ts';
import { icons } from '../../../src/components/icons.ts';
import { tokenNames } from '../../../src/content/tokens.ts';
import { pricingDataFile, pricingDataSchema } from '../../../src/content/pricing.ts';
import { blockPageSchema } from '../../../src/content/blockPageSchema.ts';
import { redirectsDataFile, redirectsDataSchema } from '../../../src/content/redirectsSchema.ts';
import { linkedFromWidget } from '../../../src/admin/linkedFromField.ts';
import { serviceSchema } from '../../../src/content/serviceSchema.ts';
import { blockStack } from '../../../src/blocks/library.ts';
import { validateContent } from '../../../src/content/validateContent.ts';
import { parseYaml } from '../../../src/content/yaml.ts';
import { siteDataFile, siteDataSchema } from '../../../src/site.ts';

interface Collection {
  name: string;
  description?: string;
  summary?: string;
  preview_path?: string;
  folder?: string;
  create?: boolean;
  filter?: { field: string; value: string };
  fields?: CmsField[];
  files?: { name: string; file: string; preview_path?: string; fields: CmsField[] }[];
}

const config = cmsConfig({ backend: backendFromEnv({}), localBackendUrl: localBackendUrl({}), nextPostId: 9 });
const collections = config.collections as readonly Collection[];
const collection = (name: string): Collection => {
  const found = collections.find((entry) => entry.name === name);
  assert.ok(found, `the ${name} collection`);
  return found;
};
const fileFields = (name: string) => collection(name).files?.[0]?.fields ?? [];

type Schema = z.ZodType;

/** Each field's name and whether it is required, down through groups and lists, as the schema says (a field with a default may be left out; a group that may be left out leaves its fields optional). */
function schemaTree(schema: Schema, inOptionalGroup = false): unknown {
  const mayBeLeftOut = (field: Schema) => field instanceof z.ZodOptional || field instanceof z.ZodDefault;
  const optional = mayBeLeftOut(schema);
  const inner = schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? (schema.unwrap() as Schema) : schema;
  const optionalGroup = inOptionalGroup || (optional && inner instanceof z.ZodObject);
  if (inner instanceof z.ZodObject) return Object.entries(inner.shape as Record<string, Schema>).map(([name, field]) => ({ name, required: !optionalGroup && !mayBeLeftOut(field), of: schemaTree(field, optionalGroup) }));
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) return schemaTree(inner.element);
  return null;
}

/** The same, read from the editor's fields. */
function fieldTree(fields: readonly CmsField[]): unknown {
  // The pages linking to an entry are shown in its form, but are no value of it (linkedFromField.ts).
  const values = fields.filter((field) => field.widget !== linkedFromWidget);
  return values.map((field) => ({ name: field.name, required: field.required !== false, of: field.fields ? fieldTree(field.fields) : null }));
}

/** Every field of every collection, down through groups, lists and kinds of block. */
const everyField = (): CmsField[] => {
  const within = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((field) => [field, ...within([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...((field.types as CmsField[] | undefined) ?? [])])]);
  return collections.flatMap((entry) => [...within(entry.fields ?? []), ...(entry.files ?? []).flatMap((file) => within(file.fields))]);
};

/** The field at `where` (`office.region`, `plans.price`). */
function fieldAt(fields: readonly CmsField[], where: string): CmsField {
  const [name, ...rest] = where.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  assert.ok(field, where);
  // In a list of kinds of block, the field of the first kind that has one of that name.
  const inner = field.fields ?? ((field.types as CmsField[] | undefined) ?? []).find((type) => type.fields?.some((candidate) => candidate.name === rest[0]))?.fields;
  return rest.length ? fieldAt(inner ?? [], rest.join('.')) : field;
}

/** Whether the editor takes `value` in `field`: its pattern, or its number range. */
function editorTakes(field: CmsField, value: string | number): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= (field.min ?? -Infinity) && value <= (field.max ?? Infinity);
  return new RegExp(field.pattern?.[0] ?? '').test(value);
}

/** `data` with the value at `where` (a list's first item for a list) replaced. */
function edited(data: unknown, where: string, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = where.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = (Array.isArray(next) ? next[0] : next) as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
  return copy;
}

const dataFile = (file: string) => parseYaml(readFileSync(path.join(dataDir, file), 'utf8'));
const settingsAccept = (schema: Schema, data: unknown) => {
  try {
    validateContent(data, schema, 'edited.yml');
    return true;
  } catch {
    return false;
  }
};
const post = readFrontMatter(readFileSync(path.join(contentDir, 'posts', 'fractional-cmo-services-complete-guide.md'), 'utf8')).data;
const postAccepts = (data: unknown) => postMetaSchema.safeParse(withoutBlankOptionals(data as Record<string, unknown>)).success;

/** For each value, in one field: the editor takes it exactly when the build does, and that is `expected`. */
function agree(fields: readonly CmsField[], where: string, accepts: (data: unknown) => boolean, base: unknown, values: Record<string, boolean> | [number, boolean][]) {
  const field = fieldAt(fields, where);
  for (const [value, expected] of Array.isArray(values) ? values : Object.entries(values)) {
    assert.equal(accepts(edited(base, where, value)), expected, `${where} = ${JSON.stringify(value)}: the build ${expected ? 'accepts' : 'refuses'} it`);
    assert.equal(editorTakes(field, value), expected, `${where} = ${JSON.stringify(value)}: the editor ${expected ? 'accepts' : 'refuses'} it too`);
  }
}

describe('the editor config', () => {
  it('has every collection: posts, every page made of blocks, the services, the other documents, the dedicated articles, pricing and the site settings', () => {
    assert.deepEqual(
      collections.map((entry) => entry.folder ?? entry.files?.map((file) => file.file).join()),
      [
        'src/content/posts',
        'src/content/pages',
        'src/content/services',
        documentEntries.map((entry) => `src/content/${entry.file}`).join(),
        articleEntries.map((entry) => `src/content/${entry.file}`).join(),
        `src/content/data/${pricingDataFile}`,
        `src/content/data/${siteDataFile},src/content/data/${redirectsDataFile}`,
      ],
    );
    assert.deepEqual([config.media_folder, config.public_folder], ['static/images/blog', '/images/blog'], 'cover images go where the site serves them');
  });

  it('makes every field required or optional as its schema says, down through groups and lists', () => {
    const posts = collection('posts').fields ?? [];
    assert.deepEqual(fieldTree(posts.filter((field) => field.name !== 'body')), schemaTree(postMetaSchema));
    assert.equal(posts.at(-1)?.widget, 'markdown', "then the post's article");
    assert.deepEqual(fieldTree(fileFields('settings')), schemaTree(siteDataSchema));
    assert.deepEqual(fieldTree(collection('settings').files?.[1]?.fields ?? []), schemaTree(redirectsDataSchema));
    assert.deepEqual(fieldTree(collection(pagesCollectionName).fields ?? []), schemaTree(blockPageSchema));
    assert.deepEqual(fieldTree(fileFields('pricing')), schemaTree(pricingDataSchema));
    for (const entry of [...documentEntries, ...articleEntries]) {
      const files = [...(collection('documents').files ?? []), ...(collection('articles').files ?? [])];
      assert.deepEqual(fieldTree(files.find((file) => file.name === entry.name)?.fields ?? []), schemaTree(entry.schema), entry.name);
    }
    const services = collection(serviceCollectionName);
    assert.deepEqual([services.create, services.filter], [true, undefined], 'one collection holds every service');
    assert.deepEqual(fieldTree(services.fields ?? []), schemaTree(serviceSchema));
    assert.deepEqual(fieldAt(services.fields ?? [], 'blocks').default, [{ kind: 'hero', backLink: true }], 'a new service starts with its top, linking back home');
  });

  it('labels every field the owner sees in words its schema gives, not by its name in the file', () => {
    const unlabelled = (fields: readonly CmsField[], at: string): string[] =>
      fields.flatMap((field) => [
        ...(field.widget !== 'hidden' && field.label === field.name ? [`${at}${field.name}`] : []),
        ...unlabelled([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...((field.types as CmsField[] | undefined) ?? [])], `${at}${field.name}.`),
      ]);
    const everyField = collections.flatMap((entry) => [
      ...unlabelled(entry.fields ?? [], `${entry.name}: `),
      ...(entry.files ?? []).flatMap((file) => unlabelled(file.fields, `${entry.name}/${file.name}: `)),
    ]);
    assert.deepEqual(everyField, []);
  });

  it("offers a post's category and author from the site's own lists, and fills in a new post's number, author and counts", () => {
    const posts = collection('posts').fields ?? [];
    assert.deepEqual(fieldAt(posts, 'category').options, postCategories);
    assert.deepEqual(fieldAt(posts, 'author').options, authorNames);
    assert.deepEqual(
      ['id', 'author', 'views', 'likes'].map((name) => fieldAt(posts, name).default),
      [9, authorNames[0], '0', '0'],
    );
    const tags = fieldAt(posts, 'tags');
    assert.deepEqual([tags.widget, tags.label_singular, tags.field?.widget, tags.field?.label], ['list', 'tag', 'string', 'Tag'], 'one tag in each box, "Add tag" for the next');
    assert.match(tags.hint ?? '', /One tag in each box/);
    // The publication date is the post's one date: a day from the browser's date field, and an optional time on the site's clocks.
    assert.deepEqual([fieldAt(posts, 'date').widget, fieldAt(posts, 'date').time, fieldAt(posts, 'date').required], ['day', true, undefined]);
    assert.match(fieldAt(posts, 'date').hint ?? '', /America\/Indiana\/Indianapolis/);
    assert.deepEqual([fieldAt(posts, 'updated').widget, fieldAt(posts, 'updated').time], ['day', undefined], 'the last update is a day');
    assert.equal(posts.find((field) => field.name === 'publishAt'), undefined, 'a post has no "Publish on": its date is when it is published');
  });

  it("lets a click in a post's preview reach every field read on its page, but not its URL name", () => {
    const posts = collection('posts').fields ?? [];
    assert.deepEqual(
      ['slug', 'title', 'readTime', 'views', 'likes', 'imageAlt'].map((name) => fieldAt(posts, name).visualEditing),
      [false, undefined, undefined, undefined, undefined, undefined],
    );
  });

  it('offers every block of the library, the tops of the page first, on every service and on every page made of blocks, the home, about, solutions, services, pricing, contact and booking pages among them', () => {
    // The library's own list, in its order (src/blocks/library.ts).
    const libraryKinds = blockStack.element.options.map((block) => block.shape.kind.value);
    assert.ok(libraryKinds.length > 10, `${libraryKinds.length} kinds of block`);
    const kinds = (fields: readonly CmsField[]) => ((fieldAt(fields, 'blocks').types as CmsField[] | undefined) ?? []).map((type) => type.name);
    const pageBlocks = fieldAt(collection(pagesCollectionName).fields ?? [], 'blocks');
    assert.deepEqual([pageBlocks.typeKey, pageBlocks.label_singular], ['kind', 'block'], 'its button reads "Add block"');
    assert.deepEqual(kinds(collection(pagesCollectionName).fields ?? []), libraryKinds);
    assert.deepEqual(libraryKinds.slice(0, 4), ['hero', 'illustratedHero', 'profileHero', 'scheduler']);
    assert.deepEqual({ ...fieldAt(collection(serviceCollectionName).fields ?? [], 'blocks'), default: undefined }, { ...pageBlocks, default: undefined }, 'a service is a stack of the same blocks');
    assert.deepEqual(collections.filter((entry) => entry.files?.some((file) => file.file.startsWith('src/content/pages/'))).map((entry) => entry.name), [], 'the pages collection holds every page made of blocks, the site\'s own too');
  });

  it('gives a page made of blocks the old URL names a rename keeps, as a post has them, and a publication moment, as a service has it', () => {
    const fieldOf = (name: string, field: string) => collection(name).fields?.find((candidate) => candidate.name === field);
    assert.deepEqual(fieldOf(pagesCollectionName, 'formerSlugs'), fieldOf('posts', 'formerSlugs'));
    assert.deepEqual(fieldOf(pagesCollectionName, 'publishAt'), fieldOf(serviceCollectionName, 'publishAt'));
    // A moment as a post's date is one: the day as typed or picked, and an optional time on the site's clocks.
    const publishAt = fieldOf(pagesCollectionName, 'publishAt')!;
    assert.deepEqual([publishAt.widget, publishAt.time, publishAt.required], ['day', true, false]);
    assert.match(fieldOf(pagesCollectionName, 'publishAt')?.hint ?? '', /Until this day .* the page is nowhere on the site/);
  });

  it("refuses in a post's fields what the build refuses, and takes what it takes", () => {
    const fields = collection('posts').fields ?? [];
    agree(fields, 'slug', postAccepts, post, { 'new-post': true, 'New-Post': false, 'a--b': false });
    agree(fields, 'readTime', postAccepts, post, { '7 min read': true, '15 min read': true, '16 min read': false, '4 min read': false, '7 mins read': false });
    agree(fields, 'views', postAccepts, post, { '2,847': true, '12.4K': true, '1,2345': false });
    agree(fields, 'seoTitle', postAccepts, post, { ['x'.repeat(37)]: true, ['x'.repeat(38)]: false, ['x'.repeat(9)]: false });
    agree(fields, 'excerpt', postAccepts, post, { ['x'.repeat(69)]: false, ['x'.repeat(70)]: true, ['x'.repeat(160)]: true, ['x'.repeat(161)]: false });
    agree(fields, 'id', postAccepts, post, [[0, false], [1, true], [1.5, false]]);
  });

  it("refuses in the settings' and the pricing's fields what the build refuses, figures in braces included", () => {
    const site = dataFile(siteDataFile);
    const settings = fileFields('settings');
    const siteAccepts = (data: unknown) => settingsAccept(siteDataSchema, data);
    agree(settings, 'phone', siteAccepts, site, { '+1 (812) 555-0147': true, '555-0147': false, 'call us': false });
    agree(settings, 'emails.general', siteAccepts, site, { 'hello@example.com': true, 'hello@': false });
    agree(settings, 'office.region', siteAccepts, site, { IN: true, in: false, Ind: false });
    agree(settings, 'social.twitter', siteAccepts, site, { 'https://x.com/acme': true, 'https://twitter.com/a_very_long_handle_name': false });
    agree(settings, 'claims.yearsExperience', siteAccepts, site, { '15+': true, many: false });
    agree(settings, 'tagline', siteAccepts, site, { 'Growth with {guaranteeDays} days of guarantee': true, 'Growth by {firstResults} and more': false });
    agree(settings, 'claims.guaranteeDays', siteAccepts, site, [[0, false], [1, true], [365, true], [366, false]]);

    const pricing = dataFile(pricingDataFile);
    const fields = fileFields('pricing');
    const pricingAccepts = (data: unknown) => settingsAccept(pricingDataSchema, data);
    agree(fields, 'plans.price', pricingAccepts, pricing, [[0, false], [1, true]]);
    agree(fields, 'faqs.answer', pricingAccepts, pricing, { 'We start within {startLeadTime} of signing.': true, 'We start within {firstResults} of signing.': false });
    const plans = fieldAt(fields, 'plans');
    assert.deepEqual([plans.min, plans.max, plans.allow_add, plans.collapsed], [3, 3, false, false], 'exactly three plans, all open');
  });

  it("names a page's figures from the settings it may use, and refuses one the site does not know", () => {
    const home = collection(pagesCollectionName).fields ?? [];
    const homeAccepts = (data: unknown) => {
      try {
        validateContent(data, blockPageSchema, 'edited.yml', contentTokens);
        return true;
      } catch {
        return false;
      }
    };
    agree(home, 'blocks.title', homeAccepts, parseYaml(readFileSync(path.join(contentDir, 'pages/home.yml'), 'utf8')), { 'Grow in {daysToFirstResults} days': true, 'Grow in {firstResults} days': false, Grow: false });
  });

  it("lists each entry by its page's real address, from its URL name field (Decap's own slug is made from the title), and a service's or page's publication moment", () => {
    assert.equal(collection('posts').summary, "{{fields.title}} · /blog/{{fields.slug}}/ · {{fields.date | date('D MMM YYYY')}}");
    // As Decap fills them in (it reads the entry's data by path): a scheduled entry's day as written (the site's), none for another.
    const listed = (name: string, data: Record<string, string>) => compileStringTemplate(collection(name).summary ?? '', null, '', { getIn: ([key]: string[]) => data[key ?? ''] ?? '' }).trim();
    assert.equal(listed(serviceCollectionName, { menuLabel: 'CRM', slug: 'crm', publishAt: '2031-03-02T09:00-05:00' }), 'CRM · /services/crm/ · scheduled for 2031-03-02');
    assert.equal(listed(serviceCollectionName, { menuLabel: 'CRM', slug: 'crm' }), 'CRM · /services/crm/');
    assert.equal(listed(pagesCollectionName, { title: 'Spring Review', slug: 'spring-review', publishAt: '2031-03-02' }), 'Spring Review · /spring-review/ · scheduled for 2031-03-02');
    assert.equal(listed(pagesCollectionName, { title: 'Spring Review', slug: 'spring-review', publishAt: '' }), 'Spring Review · /spring-review/');
    assert.equal(listed(pagesCollectionName, { title: 'Contact Us' }), 'Contact Us · the site’s own page', "one of the site's own pages, which has no URL name");
    assert.deepEqual(collections.filter((entry) => /\{\{slug\}\}/.test(entry.summary ?? '')).map((entry) => entry.name), [], "no list reads Decap's title-made slug");
  });

  it('opens View Live at the entry\'s own page: every collection and every file names its address', () => {
    const addresses = Object.fromEntries(
      collections.flatMap((entry) => (entry.files ? entry.files.map((file) => [`${entry.name}/${file.name}`, file.preview_path]) : [[entry.name, entry.preview_path]])),
    );
    assert.deepEqual(
      Object.entries(addresses).filter(([, address]) => !address?.startsWith('/')).map(([name]) => name),
      [],
      'each has an address',
    );
    assert.equal(addresses.posts, '/blog/{{fields.slug}}/');
    assert.equal(addresses[serviceCollectionName], '/services/{{fields.slug}}/');
    // The site's own pages have no URL name: the editor opens theirs (src/admin/preview/keptPages.ts).
    assert.equal(addresses[pagesCollectionName], '/{{fields.slug}}/');
    assert.deepEqual([addresses['documents/blog'], addresses['documents/privacy-policy'], addresses['pricing/pricing']], ['/blog/', '/privacy-policy/', '/pricing/']);
    for (const entry of articleEntries) assert.equal(addresses[`articles/${entry.name}`], '/blog/{{fields.meta.slug}}/', entry.name);
  });

  it('names one item of every list, so Decap counts and adds it in words ("1 card", "Add card"), which it lowercases: no acronym', () => {
    const lists = everyField().filter((field) => field.widget === 'list' && (field.field || field.fields || field.types));
    assert.ok(lists.length > 40, `${lists.length} lists`);
    assert.deepEqual(lists.filter((field) => typeof field.label_singular !== 'string' || field.label_singular === '').map((field) => field.label), [], 'each names its item');
    const acronyms = lists.flatMap((field) => [field.label, String(field.label_singular)]).filter((words) => /\b[A-Z]{2,}\b/.test(words));
    assert.deepEqual(acronyms, [], 'Decap would write them in lowercase ("old url names")');
    const oldNames = fieldAt(collection(pagesCollectionName).fields ?? [], 'formerSlugs');
    assert.deepEqual([oldNames.label, oldNames.label_singular], ['Old names in the address', 'old name']);
    // A list of single texts: a folded item shows its text, not its field's label.
    const points = everyField().filter((field) => field.widget === 'list' && field.field);
    assert.deepEqual([...new Set(points.map((field) => field.summary))], ['{{fields.item}}']);
  });

  it('offers no Add button on a list of a fixed size (the eight pillars, the plans), where an added item could not be saved', () => {
    const fixed = everyField().filter((field) => field.widget === 'list' && field.min !== undefined && field.min === field.max);
    assert.ok(fixed.some((field) => field.name === 'pillars'), 'the home page pillars are a fixed list');
    assert.deepEqual(fixed.filter((field) => field.allow_add !== false).map((field) => field.name), []);
  });

  it('offers every choice in words and every icon with its picture', () => {
    const menu = fieldAt(collection(pagesCollectionName).fields ?? [], 'menu');
    assert.deepEqual(menu.options, [
      { label: 'In no menu (reached by links and campaigns)', value: 'none' },
      { label: 'In the top menu (and the footer)', value: 'header' },
      { label: 'In the footer only', value: 'footer' },
    ]);
    const selects = everyField().filter((field) => field.widget === 'select');
    // A value the owner would not read as words (a code name: none, uvp, right) is offered with words of its own.
    const codeNames = selects.flatMap((field) => (field.options ?? []).filter((option) => typeof option === 'string' && /^[a-z]+$/.test(option)));
    assert.deepEqual(codeNames, []);
    const iconFields = everyField().filter((field) => field.name === 'icon');
    assert.ok(iconFields.length > 5);
    for (const field of iconFields) assert.deepEqual([field.widget, field.options], ['icon', Object.keys(icons)]);
  });

  it('explains the figures in braces once, in the site settings, and points there from the rest', () => {
    const guide = collection('settings').description ?? '';
    for (const name of tokenNames) assert.match(guide, new RegExp(`\\{${name}\\} \\w`), `{${name}} with what it stands for`);
    const elsewhere = [...collections.filter((entry) => entry.name !== 'settings').map((entry) => entry.description ?? ''), ...everyField().map((field) => field.hint ?? '')];
    assert.deepEqual(elsewhere.filter((text) => (text.match(/\{[a-zA-Z]+\}/g) ?? []).length > 2), [], 'no other text lists them');
    assert.match(collection('pages').description ?? '', /Site settings lists them all/);
  });
});
