/**
 * The editor's config is honest to the schemas the build validates with: the same fields, the
 * same required ones, the real option lists, and patterns and ranges that accept exactly what the
 * build accepts (checked on a pool of real and made-up values).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { z } from 'zod';
import { backendFromEnv, localBackendUrl } from '../../../src/admin/cmsBackend.ts';
import { cmsConfig, postFields, pricingFields, siteFields } from '../../../src/admin/cmsConfig.ts';
import type { CmsField } from '../../../src/admin/cmsField.ts';
import { authorNames } from '../../../src/content/blog/authors.ts';
import { postCategories } from '../../../src/content/blog/categories.ts';
import { blogCollection, postsDir } from '../../../src/content/blog/collection.ts';
import { optionalPostFields, postMetaSchema, withoutBlankOptionals } from '../../../src/content/blog/schema.ts';
import { pricingDataFile, pricingDataSchema } from '../../../src/content/pricing.ts';
import { validateContent } from '../../../src/content/validateContent.ts';
import { contentTokens } from '../../../src/content/contentTokens.ts';
import { fillText, tokenProblems } from '../../../src/content/tokens.ts';
import { articleEntries, landingCollectionName, pageEntries, serviceCollectionName } from '../../../src/admin/contentCollections.ts';
import { contentDir, dataDir } from '../../../src/content/contentFolders.ts';
import { readFrontMatter } from '../../../src/content/blog/frontMatter.ts';
import { serviceLayoutSchemas, serviceSchema } from '../../../src/content/serviceSchema.ts';
import { siteDataFile, siteDataSchema } from '../../../src/site.ts';
import { parseYaml } from '../../../src/content/yaml.ts';

type Schema = z.ZodType;
const def = (schema: Schema) => schema.def as unknown as { type: string; innerType?: Schema; shape?: Record<string, Schema>; element?: Schema };
const unwrapped = (schema: Schema): Schema => (def(schema).type === 'optional' ? unwrapped(def(schema).innerType as Schema) : schema);

/** What the schema's tree looks like: field names, required or not, and the shape under lists and objects. */
function schemaTree(schema: Schema, inOptionalGroup = false): unknown {
  const inner = unwrapped(schema);
  const { type, shape, element } = def(inner);
  // The fields of an optional group are optional in the editor, which would otherwise refuse an entry without the group.
  const optionalGroup = inOptionalGroup || (type === 'object' && def(schema).type === 'optional');
  if (type === 'object' && shape) return Object.entries(shape).map(([name, field]) => ({ name, required: !optionalGroup && def(field).type !== 'optional', of: schemaTree(field, optionalGroup) }));
  if (type === 'array' && element) return { list: schemaTree(element) };
  return type === 'number' || type === 'boolean' ? type : 'text';
}

/** The same tree, read from the editor's fields. */
function fieldTree(fields: readonly CmsField[]): unknown {
  return fields.map((field) => ({ name: field.name, required: field.required !== false, of: fieldShape(field) }));
}
function fieldShape(field: CmsField): unknown {
  if (field.widget === 'object') return fieldTree(field.fields ?? []);
  if (field.widget === 'list') return { list: field.fields ? fieldTree(field.fields) : field.field ? fieldShape(field.field) : 'text' };
  return field.widget === 'number' || field.widget === 'boolean' ? field.widget : 'text';
}

type Node = Record<string | number, unknown>;

/** Sets `node[key]` and returns how to put it back as it was (a key it lacked removed, a list's length kept). */
function setKey(node: Node, key: string | number, value: unknown): () => void {
  const had = Object.hasOwn(node, key);
  const before = node[key];
  const length = Array.isArray(node) ? node.length : 0;
  node[key] = value;
  return () => {
    if (had) node[key] = before;
    else if (Array.isArray(node)) node.length = length;
    else delete node[key];
  };
}

/**
 * What `check` says of `data` with the value at `where` replaced. The value is set in place and put
 * back after: a copy of the whole file for each of the thousands of values checked cost a third of
 * this file's time, in copying and collecting.
 */
function withValue<T>(data: unknown, where: readonly (string | number)[], value: unknown, check: (edited: unknown) => T): T {
  const undo: (() => void)[] = [];
  let node = data as Node;
  where.slice(0, -1).forEach((key, index) => {
    // A list or group the data leaves out (an optional one) is started, as the editor starts it.
    if (node[key] === undefined || node[key] === null) undo.push(setKey(node, key, typeof where[index + 1] === 'number' ? [] : {}));
    node = node[key] as Node;
  });
  undo.push(setKey(node, where.at(-1) as string | number, value));
  try {
    return check(data);
  } finally {
    for (const restore of undo.reverse()) restore();
  }
}

/** Whether `data` holds the group or list that the value at `where` sits in. */
function hasParent(data: unknown, where: readonly (string | number)[]): boolean {
  let node = data;
  for (const key of where.slice(0, -1)) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return true;
}

/** Every field with a pattern or a number range, with its path in the data (lists at their first item). */
function checkedFields(fields: readonly CmsField[], at: (string | number)[] = []): { where: (string | number)[]; field: CmsField }[] {
  return fields.flatMap((field) => {
    const where = [...at, field.name];
    if (field.widget === 'object') return checkedFields(field.fields ?? [], where);
    if (field.widget === 'list' && field.fields) return checkedFields(field.fields, [...where, 0]);
    if (field.widget === 'list' && field.field) return checkedFields([{ ...field.field, name: '0' }], where).map((entry) => ({ ...entry, where: [...where, 0] }));
    return field.pattern || ['number', 'string', 'text'].includes(field.widget) ? [{ where, field }] : [];
  });
}

const readData = (file: string) => parseYaml(readFileSync(path.join(dataDir, file), 'utf8')) as unknown;
const siteData = readData(siteDataFile);
const pricingData = readData(pricingDataFile);
const frontMatter = (slug: string) => readFrontMatter(readFileSync(path.join(postsDir, `${slug}.md`), 'utf8')).data;
// A post with a short title for the browser tab, so a long title alone stays valid.
const basePost = { ...frontMatter('fractional-cmo-services-complete-guide'), date: '2024-01-10' };

const strings = (data: unknown): string[] =>
  typeof data === 'string' ? [data] : Array.isArray(data) ? data.flatMap(strings) : typeof data === 'object' && data ? Object.values(data).flatMap(strings) : [];
/** Values an owner might type: every value the site has, and near misses around each rule. */
const pool = [
  ...new Set([
    ...strings(siteData),
    ...strings(pricingData),
    ...blogCollection.posts.flatMap((post) => strings({ ...post, file: undefined })),
    ...[0, 1, 2, 3, 4, 5, 9, 10, 11, 19, 20, 21, 36, 37, 38, 69, 70, 71, 159, 160, 161, 200].flatMap((length) => ['x'.repeat(length), ` ${'y'.repeat(length)} `, 'a b'.repeat(length)]),
    ...['+1 (812) 555-0147', '812 555 0147', '555-0147', '+44 20 7946 0958 12345678', 'call us', 'hello@example.com', 'hello@', 'a@b.c', 'IN', 'in', 'Ind', '47201', '4720', '47201-1234'],
    ...['https://www.linkedin.com/in/someone', 'https://linkedin.com/in/someone', 'https://www.linkedin.com/company/acme', 'https://x.com/acme', 'https://twitter.com/a_very_long_handle_name', 'http://calendly.com/x', 'https://cal.com/hale'],
    ...['15+', '300%', '40-60%', 'many', '7 min read', '4 min read', '16 min read', '15 min read', '7 mins read', '2,847', '12.4K', '1,2345', '0', 'abc'],
    ...['new-post', 'New-Post', 'a--b', '-a', '/images/blog/new-post.jpg', '/images/blog/New Post.jpg', '/images/other/x.jpg', '/images/blog/x.gif'],
    ...['Within {startLeadTime} of signing, always.', 'A {guaranteeDays}-day guarantee for new clients.', 'A {firstResults} figure that is unknown.', 'A lone } brace in an answer text.'],
  ]),
];

/** What the build accepts in a settings file (site.yml, pricing.yml): the figures in braces, then the schema on the text as written. */
function dataFileAccepts(schema: Schema, data: unknown): boolean {
  try {
    validateContent(data, schema, 'edited.yml');
    return true;
  } catch {
    return false;
  }
}

/** What the build accepts in a page's content file: the figures in braces, then the schema on the text with the figures filled in. */
function pageFileAccepts(schema: Schema, data: unknown): boolean {
  try {
    validateContent(data, schema, 'edited.yml', contentTokens);
    return true;
  } catch {
    return false;
  }
}

/** A post's front matter has no figures in braces: the blog loader checks the schema alone, once blank optional fields are dropped. */
const postAccepts = (schema: Schema, data: unknown) => schema.safeParse(withoutBlankOptionals(data as Record<string, unknown>)).success;

/**
 * A text naming a figure that is too long only once its figures are filled in: the editor cannot
 * count that, so it leaves the most characters to the build, whose message the preview pane shows.
 */
function overMostOnceFilled(field: CmsField, value: string): boolean {
  const most = /\d+ to (\d+) characters \(with a figure in braces/.exec(field.pattern?.[1] ?? '');
  if (!most || !/\{\w+\}/.test(value) || tokenProblems(value).length > 0) return false;
  return fillText(value, contentTokens).trim().length > Number(most[1]);
}

/** For each checked field: every pooled value (or number) the editor accepts, the build accepts, and the other way round. */
function assertAgrees(fields: readonly CmsField[], schema: Schema, base: unknown, buildAccepts = dataFileAccepts, values: readonly string[] = pool) {
  const unedited = structuredClone(base);
  for (const { where, field } of checkedFields(fields)) {
    // A field inside an optional group or list the base data leaves out: typing there alone would leave the group half filled.
    if (!hasParent(base, where)) continue;
    const accepted = (value: unknown) => withValue(base, where, value, (edited) => buildAccepts(schema, edited));
    if (field.widget === 'number') {
      const min = field.min ?? -Infinity;
      const max = field.max ?? Infinity;
      for (const value of [min - 1, min, min + 0.5, Number.isFinite(max) ? max : min + 1000, max + 1].filter(Number.isFinite)) {
        const editor = Number.isInteger(value) && value >= min && value <= max;
        assert.equal(accepted(value), editor, `${where.join('.')} = ${value}: editor ${editor ? 'accepts' : 'refuses'} it`);
      }
      continue;
    }
    const pattern = new RegExp(field.pattern?.[0] ?? '');
    const editorAccepts = (value: string) => pattern.test(value);
    // A name another plan already has, an anchor another section has: the editor checks one field at a time, the build names the clash.
    const clash = (value: string) => withValue(base, where, value, (edited) => schema.safeParse(edited)).error?.issues.every((issue) => /is already the (name|anchor) of another/.test(issue.message));
    // The editor checks a pattern only on a value typed: an optional field left empty is not checked (the build drops it).
    const checked = values.filter((entry) => !clash(entry) && !(field.required === false && entry === ''));
    for (const value of checked) {
      const expected = accepted(value) || overMostOnceFilled(field, value);
      assert.equal(expected, editorAccepts(value), `${where.join('.')} = ${JSON.stringify(value)}: editor ${editorAccepts(value) ? 'accepts' : 'refuses'} it`);
    }
  }
  assert.deepEqual(base, unedited, 'each value tried is put back');
}

/** A collection of the config, as the tests read it. */
interface Collection {
  name: string;
  folder?: string;
  create?: boolean;
  filter?: { field: string; value: string };
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}

const config = cmsConfig({ backend: backendFromEnv({}), localBackendUrl: localBackendUrl({}), nextPostId: 9 });
const collection = (name: string) => (config.collections as readonly Collection[]).find((entry) => entry.name === name);

describe('the editor config', () => {
  const posts = collection('posts');

  it('has a field for every front-matter field of the post schema, in order, required as the schema says, plus the body', () => {
    const fields = posts?.fields ?? [];
    assert.deepEqual(fields.map((field) => field.name), [...Object.keys(postMetaSchema.shape), 'body']);
    for (const field of fields.filter((entry) => entry.name !== 'body')) {
      assert.equal(field.required !== false, !optionalPostFields.includes(field.name), `${field.name}: required`);
    }
    assert.deepEqual(fieldShape(fields.find((field) => field.name === 'tags') as CmsField), { list: 'text' });
  });

  it('offers exactly the categories and authors the schema accepts, and the right widgets', () => {
    const byName = new Map(postFields(9).map((field) => [field.name, field]));
    assert.deepEqual(byName.get('category')?.options, postCategories);
    assert.deepEqual(byName.get('author')?.options, authorNames);
    assert.deepEqual(
      Object.fromEntries([...byName].map(([name, field]) => [name, field.widget])),
      { id: 'number', slug: 'string', formerSlugs: 'list', title: 'string', seoTitle: 'string', excerpt: 'text', category: 'select', author: 'select', date: 'datetime', publishAt: 'datetime', updated: 'datetime', readTime: 'string', image: 'image', imageAlt: 'string', tags: 'list', views: 'string', likes: 'string', body: 'markdown' },
    );
    assert.equal(byName.get('id')?.default, 9, 'a new post gets the next free number');
    assert.equal(byName.get('date')?.format, 'YYYY-MM-DD');
    // A moment in the owner's time zone, written with its offset (2026-12-01T09:00+01:00), as the schema reads it.
    assert.deepEqual([byName.get('publishAt')?.format, byName.get('publishAt')?.picker_utc, byName.get('publishAt')?.required], ['YYYY-MM-DDTHH:mmZ', false, false]);
  });

  it('uploads cover images into static/images/blog/, which the site serves at /images/blog/', () => {
    assert.equal(config.media_folder, 'static/images/blog');
    assert.equal(config.public_folder, '/images/blog');
    assert.equal(posts?.folder, 'src/content/posts');
  });

  it('accepts in every post field exactly the values the post schema accepts', () => {
    assertAgrees(postFields(9), postMetaSchema, basePost, postAccepts);
    for (const value of ['2024-02-30', '2024-01-09']) assert.equal(postMetaSchema.safeParse({ ...basePost, updated: value }).success, false, `updated ${value}: the build refuses it`);
  });

  it('edits site.yml with the fields and rules of its schema', () => {
    const settings = collection('settings');
    const file = settings?.files?.[0];
    assert.equal(file?.file, `src/content/data/${siteDataFile}`);
    assert.deepEqual(fieldTree(file?.fields ?? []), schemaTree(siteDataSchema));
    assertAgrees(siteFields, siteDataSchema, siteData);
  });

  it('edits pricing.yml with the fields and rules of its schema', () => {
    const pricing = collection('pricing');
    const file = pricing?.files?.[0];
    assert.equal(file?.file, `src/content/data/${pricingDataFile}`);
    assert.deepEqual(fieldTree(file?.fields ?? []), schemaTree(pricingDataSchema));
    assertAgrees(pricingFields, pricingDataSchema, pricingData);
    const plans = pricingFields.find((field) => field.name === 'plans');
    assert.deepEqual([plans?.min, plans?.max], [3, 3], 'exactly three plans');
  });

  it('uses the local backend only at the address npm run cms starts it on, and the production backend the environment names', () => {
    assert.equal(localBackendUrl({ CMS_LOCAL_PORT: '8123' }), 'http://127.0.0.1:8123/api/v1');
    assert.deepEqual(backendFromEnv({}), { name: 'git-gateway', branch: 'main' });
    assert.deepEqual(backendFromEnv({ CMS_BACKEND: 'github', CMS_REPO: 'hale/site', CMS_AUTH_URL: 'https://auth.example.com/path' }), {
      name: 'github',
      repo: 'hale/site',
      branch: 'main',
      base_url: 'https://auth.example.com',
    });
    assert.throws(() => backendFromEnv({ CMS_BACKEND: 'github' }), /CMS_REPO/);
  });
});

/** Values an owner might type in a page's text fields: lengths around every rule, figures in braces, links and names. */
const contentPool = [
  ...[0, 1, 2, 3, 4, 5, 9, 10, 11, 19, 20, 21, 49, 50, 51, 59, 60, 61, 69, 70, 71, 144, 145, 146, 159, 160, 161].map((length) => 'x'.repeat(length)),
  '  yy  ',
  ...['Within {startLeadTime} of signing.', 'A {guaranteeDays}-day guarantee for {siteName}.', 'A {firstResults} figure that is unknown.', 'A lone } brace in a text.'],
  // Home's description: 166 characters as written, 158 as it reads.
  '{siteName} gives B2B tech, services and e-commerce companies fractional CMO and CSO leadership that unifies marketing and sales. Results in {daysToFirstResults} days.',
  ...['/services/crm/', '/services/crm/#platforms', '#process', '/', '/services/crm', 'services/crm/', 'https://example.com/', '/Services/', 'crm', 'crm-integration', 'CRM', '-crm', 'lead-generation', 'process', 'Process'],
];

/** The services that, between them, fill in every optional part of their layout (methodologies, key figures, highlights, old URL names, a second CTA link). */
const fullestServices = {
  leadership: ['fractional-cso.yml'],
  areas: ['lead-generation.yml', 'sales-support.yml'],
  sections: ['revenue-strategy.yml'],
} as const;

describe("the editor's page, service and article collections", () => {
  const readContent = (file: string) => parseYaml(readFileSync(path.join(contentDir, file), 'utf8')) as unknown;

  it('give every page a file entry whose fields follow its schema: the same names, required ones, lists and groups, and texts accepting exactly what the build accepts', () => {
    const pages = collection('pages');
    assert.deepEqual(pages?.files?.map((file) => file.file), pageEntries.map((entry) => `src/content/${entry.file}`));
    for (const entry of pageEntries) {
      const fields: CmsField[] = pages?.files?.find((candidate) => candidate.name === entry.name)?.fields ?? [];
      assert.deepEqual(fieldTree(fields), schemaTree(entry.schema), entry.name);
      assertAgrees(fields, entry.schema, readContent(entry.file), pageFileAccepts, contentPool);
    }
  });

  it('offer a collection per service layout, writing into src/content/services/ and fixing the layout of a new service', () => {
    for (const layout of ['leadership', 'areas', 'sections'] as const) {
      const services = collection(serviceCollectionName(layout));
      assert.equal(services?.folder, 'src/content/services');
      assert.equal(services?.create, true, 'a service can be created');
      assert.deepEqual(services?.filter, { field: 'layout', value: layout });
      assert.deepEqual(services?.fields?.find((field) => field.name === 'layout'), { name: 'layout', label: 'layout', widget: 'hidden', default: layout });
      assert.deepEqual(fieldTree(services?.fields ?? []), schemaTree(serviceLayoutSchemas[layout]), layout);
      for (const example of fullestServices[layout]) assertAgrees(services?.fields ?? [], serviceSchema, readContent(`services/${example}`), pageFileAccepts, contentPool);
    }
  });

  it('offer every block of the library under the top of a sections-layout service, and every block, the headline first, on a page made of blocks', () => {
    const sectionKinds = ['metrics', 'cards', 'industries', 'phases', 'steps', 'faq', 'richText', 'quote', 'featurePanel', 'imageText', 'pricing', 'bookingBand'];
    const blocks = collection(serviceCollectionName('sections'))?.fields?.find((field) => field.name === 'blocks');
    assert.equal(blocks?.typeKey, 'kind');
    assert.deepEqual((blocks?.types as CmsField[]).map((type) => type.name), sectionKinds);
    const pageBlocks = collection(landingCollectionName)?.fields?.find((field) => field.name === 'blocks');
    assert.equal(pageBlocks?.typeKey, 'kind');
    assert.equal(pageBlocks?.label_singular, 'block', 'its button reads "Add block"');
    assert.deepEqual((pageBlocks?.types as CmsField[]).map((type) => type.name), ['hero', ...sectionKinds]);
  });

  it("edit the dedicated articles: their post facts as a post's, their copy by its schema", () => {
    const articles = collection('articles');
    for (const entry of articleEntries) {
      const file = articles?.files?.find((candidate) => candidate.name === entry.name);
      const meta = file?.fields.find((field) => field.name === 'meta');
      assert.deepEqual(meta?.fields?.map((field) => field.name), Object.keys(postMetaSchema.shape));
      const copyFields = (file?.fields ?? []).filter((field) => field.name !== 'meta');
      assert.deepEqual(fieldTree(copyFields), (schemaTree(entry.schema) as { name: string }[]).filter((field) => field.name !== 'meta'), entry.name);
    }
  });
});
