import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ContentError } from '../../../src/content/contentIssues.ts';
import { dataDir } from '../../../src/content/contentFolders.ts';
import { loadDataFile } from '../../../src/content/dataFile.ts';
import { pricing, pricingDataFile, pricingDataSchema } from '../../../src/content/pricing.ts';
import { site, siteDataFile, siteDataSchema } from '../../../src/site.ts';

const folders: string[] = [];
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the data folder with `file` edited by `edit` (a text replacement, as an owner's edit). */
function editedData(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hale-data-'));
  folders.push(dir);
  cpSync(dataDir, dir, { recursive: true });
  const target = path.join(dir, file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, 'the edit changed nothing');
  writeFileSync(target, after);
  return dir;
}

/** The issue lines of loading an edited file; fails when it loads. */
function issuesOf(file: string, schema: typeof siteDataSchema | typeof pricingDataSchema, edit: (text: string) => string): string[] {
  const dir = editedData(file, edit);
  try {
    loadDataFile(file, schema, dir);
  } catch (error) {
    assert.ok(error instanceof ContentError, `expected a ContentError, got ${String(error)}`);
    assert.match(error.message, new RegExp(`^${path.join(dir, file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is invalid`));
    return error.issues.map((issue) => `${issue.field}: ${issue.reason}`);
  }
  assert.fail(`${file} loaded although it is invalid`);
}

describe('the site data file', () => {
  it('gives the site its identity, with the tel: number, map link, handle and scheduler origin derived from it', () => {
    assert.equal(site.phone.display, '+1 (812) 555-0147');
    assert.equal(site.phone.tel, '+18125550147');
    assert.equal(site.office.mapUrl, 'https://www.google.com/maps/search/?api=1&query=410+Washington+Street+Suite+200+Columbus+IN+47201');
    assert.equal(site.social.twitterHandle, '@halegrowth');
    assert.equal(site.scheduler.origin, 'https://calendly.com');
    assert.equal(site.founder.slug, 'morgan');
  });

  it('refuses an emptied phone number as missing, and a short one, naming the field', () => {
    assert.deepEqual(issuesOf(siteDataFile, siteDataSchema, (text) => text.replace(/^phone: .*$/m, 'phone: ""')), ['phone: required field is missing']);
    assert.deepEqual(issuesOf(siteDataFile, siteDataSchema, (text) => text.replace(/^phone: .*$/m, 'phone: 555-0147')), ['phone: must have 10 to 15 digits, country code included']);
  });

  it("refuses a time zone the world's clocks do not know, naming the field", () => {
    assert.equal(site.timeZone, 'America/Indiana/Indianapolis');
    assert.deepEqual(issuesOf(siteDataFile, siteDataSchema, (text) => text.replace(/^timeZone: .*$/m, 'timeZone: Indiana')), ['timeZone: "Indiana" is not a time zone such as America/Indiana/Indianapolis or America/New_York']);
  });

  it('names nested fields by their path, a missing one as missing and a misspelt one as unknown', () => {
    const issues = issuesOf(siteDataFile, siteDataSchema, (text) => text.replace(/^  general: .*\n/m, '').replace('  city: Columbus', '  citty: Columbus\n  city: Columbus').replace('guaranteeDays: 30', 'guaranteeDays: 0'));
    assert.deepEqual(issues.sort(), [
      'claims.guaranteeDays: must be at least 1 day',
      'emails.general: required field is missing',
      'office.citty: unknown field (not in the data schema; check the spelling)',
    ]);
  });

  it('reports YAML that does not parse as a problem of the whole file', () => {
    const [issue] = issuesOf(siteDataFile, siteDataSchema, (text) => text.replace('founder:\n', 'founder: [\n'));
    assert.match(issue ?? '', /^\(file\): is not valid YAML/);
  });
});

describe('the pricing data file', () => {
  it('gives the pricing page its three plans, add-ons and FAQs, with the figures filled in', () => {
    const { plans, addOns, faqs } = pricing;
    assert.deepEqual(plans.map((plan) => [plan.name, plan.price, plan.popular, plan.buttonVariant, plan.icon]), [
      ['Startup', 5000, false, 'outline', 'rocket'],
      ['Scale', 10000, true, 'primary', 'trendingUp'],
      ['Growth', 20000, false, 'outline', 'trophy'],
    ]);
    assert.equal(addOns.length, 5);
    const guarantee = faqs.find((faq) => faq.question === 'What if we are not satisfied?');
    assert.match(guarantee?.answer ?? '', new RegExp(`carries a ${site.claims.guaranteeDays}-day satisfaction guarantee`));
    assert.ok(faqs.every((faq) => !/[{}]/.test(faq.question + faq.answer)), 'no placeholder is left');
  });

  it('refuses a negative price and a plan without a name, naming each', () => {
    const issues = issuesOf(pricingDataFile, pricingDataSchema, (text) => text.replace('price: 10000', 'price: -10000').replace('  - name: Growth\n    subtitle', '  - subtitle'));
    assert.deepEqual(issues.sort(), ['plans.1.price: must be more than $0', 'plans.2.name: required field is missing']);
  });

  it('refuses a fourth plan, a second popular plan and a figure the site does not know', () => {
    assert.deepEqual(
      issuesOf(pricingDataFile, pricingDataSchema, (text) => text.replace(/popular: false/, 'popular: true')),
      ['plans: exactly one plan must be marked popular (it carries the Most Popular badge)'],
    );
    const [unknown] = issuesOf(pricingDataFile, pricingDataSchema, (text) => text.replace('{daysToFirstResults} days.', '{firstResults} days.'));
    assert.match(unknown ?? '', /^faqs\.3\.answer: \{firstResults\} is not a figure the site knows; use one of .*\{guaranteeDays\}/);
    const extra = issuesOf(pricingDataFile, pricingDataSchema, (text) => text.replace('addOns:', '  - name: Enterprise\n    subtitle: For the largest companies\n    price: 40000\n    description: Everything, for many teams at once and across regions.\n    features: [All of it]\n    popular: false\naddOns:'));
    assert.deepEqual(extra, ['plans: must hold exactly 3 plans: the page shows them side by side']);
  });
});
