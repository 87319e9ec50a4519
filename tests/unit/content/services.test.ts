import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { contentDir } from '../../../src/content/contentFolders.ts';
import { serviceSchema } from '../../../src/content/serviceSchema.ts';
import { inMenuOrder, overviewCards, serviceListIssues, services, type LoadedService } from '../../../src/content/services.ts';
import { serviceLinks } from '../../../src/navigation.ts';
import { parseYaml } from '../../../src/content/yaml.ts';

const crmSource = () => parseYaml(readFileSync(path.join(contentDir, 'services/crm.yml'), 'utf8')) as Record<string, unknown>;
const issuesOf = (data: unknown) => serviceSchema.safeParse(data).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the services, one file each', () => {
  it('are the 11 pages of SPEC.md in menu order, labelled as the spec names them', () => {
    assert.deepEqual(
      serviceLinks.map((link) => `${link.name} ${link.href}`),
      [
        'Fractional CMO /services/fractional-cmo/',
        'Fractional CSO /services/fractional-cso/',
        'Revenue Strategy /services/revenue-strategy/',
        'GTM Planning /services/gtm-planning/',
        'Sales Strategy /services/sales-strategy/',
        'Lead Generation /services/lead-generation/',
        'Sales Enablement /services/sales-enablement-tools/',
        'Sales Support /services/sales-support/',
        'Marketing Analytics /services/marketing-analytics/',
        'Digital Marketing /services/content-digital-marketing/',
        'CRM Integration /services/crm/',
      ],
    );
  });

  it('order menus by place, then name; the overview orders each section by its own place', () => {
    const at = (menuLabel: string, position: number, section: 'core' | 'supporting' | 'none', cardPosition: number) =>
      ({ ...services[0]!, menuLabel, slug: menuLabel.toLowerCase(), position, overview: { ...services[0]!.overview, section, position: cardPosition } }) as LoadedService;
    const list = [at('Beta', 20, 'core', 1), at('Alpha', 20, 'supporting', 5), at('Gamma', 10, 'core', 2), at('Delta', 5, 'none', 1)];
    assert.deepEqual(inMenuOrder(list).map((service) => service.menuLabel), ['Delta', 'Gamma', 'Alpha', 'Beta']);
    assert.deepEqual(overviewCards(list, 'core').map((card) => `${card.title} ${card.href}`), ['Beta /services/beta/', 'Gamma /services/gamma/']);
  });

  it('refuse two services, or an old URL name, claiming one address, naming the file and field', () => {
    const [cmo, cso] = services as [LoadedService, LoadedService];
    assert.deepEqual(serviceListIssues([cmo, { ...cso, slug: cmo.slug, formerSlugs: [cso.slug] }]), [{ file: cso.file, field: 'slug', reason: `/services/${cmo.slug}/ is already the address of ${cmo.file}` }]);
    assert.deepEqual(serviceListIssues([cmo, { ...cso, formerSlugs: ['x', cmo.slug] }]), [{ file: cso.file, field: 'formerSlugs.1', reason: `/services/${cmo.slug}/ is already the address of ${cmo.file}` }]);
  });

  it('are stacks of blocks, checked as every stack is: a page without its top is refused, naming the field', () => {
    const blocks = crmSource().blocks as Record<string, unknown>[];
    assert.deepEqual(issuesOf({ ...crmSource(), blocks: blocks.slice(1) }), ['blocks.0: must be a top of the page (its headline): a page starts with it']);
  });
});
