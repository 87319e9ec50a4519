/**
 * A small schema.org validator for the JSON-LD the site publishes: every `@type` must be a
 * schema.org type, every property must be defined for that type (or a supertype) in the schema.org
 * vocabulary, and the properties Google's rich results require must be present and well formed.
 * The vocabulary below is the slice of schema.org the site uses, transcribed from schema.org's
 * type pages (properties listed by the type that defines them).
 */

interface TypeDefinition {
  parent: string | null;
  properties: readonly string[];
}

const vocabulary: Record<string, TypeDefinition> = {
  Thing: {
    parent: null,
    properties: ['additionalType', 'alternateName', 'description', 'disambiguatingDescription', 'identifier', 'image', 'mainEntityOfPage', 'name', 'potentialAction', 'sameAs', 'subjectOf', 'url'],
  },
  CreativeWork: {
    parent: 'Thing',
    properties: ['about', 'abstract', 'audience', 'author', 'copyrightHolder', 'copyrightYear', 'creator', 'dateCreated', 'dateModified', 'datePublished', 'genre', 'hasPart', 'headline', 'inLanguage', 'isPartOf', 'keywords', 'license', 'mainEntity', 'publisher', 'text', 'thumbnailUrl', 'timeRequired', 'wordCount'],
  },
  WebPage: {
    parent: 'CreativeWork',
    properties: ['breadcrumb', 'lastReviewed', 'mainContentOfPage', 'primaryImageOfPage', 'relatedLink', 'reviewedBy', 'significantLink', 'speakable'],
  },
  AboutPage: { parent: 'WebPage', properties: [] },
  ContactPage: { parent: 'WebPage', properties: [] },
  CollectionPage: { parent: 'WebPage', properties: [] },
  FAQPage: { parent: 'WebPage', properties: [] },
  WebSite: { parent: 'CreativeWork', properties: ['issn'] },
  Article: { parent: 'CreativeWork', properties: ['articleBody', 'articleSection', 'backstory', 'pageEnd', 'pageStart', 'pagination', 'speakable', 'wordCount'] },
  SocialMediaPosting: { parent: 'Article', properties: ['sharedContent'] },
  BlogPosting: { parent: 'SocialMediaPosting', properties: [] },
  Comment: { parent: 'CreativeWork', properties: ['downvoteCount', 'parentItem', 'sharedContent', 'upvoteCount'] },
  Question: { parent: 'Comment', properties: ['acceptedAnswer', 'answerCount', 'eduQuestionType', 'suggestedAnswer'] },
  Answer: { parent: 'Comment', properties: ['answerExplanation'] },
  MediaObject: { parent: 'CreativeWork', properties: ['contentSize', 'contentUrl', 'embedUrl', 'encodingFormat', 'height', 'uploadDate', 'width'] },
  ImageObject: { parent: 'MediaObject', properties: ['caption', 'embeddedTextCaption', 'exifData', 'representativeOfPage'] },
  Organization: {
    parent: 'Thing',
    properties: ['address', 'areaServed', 'award', 'brand', 'contactPoint', 'department', 'email', 'employee', 'faxNumber', 'founder', 'foundingDate', 'foundingLocation', 'hasOfferCatalog', 'knowsAbout', 'legalName', 'location', 'logo', 'makesOffer', 'member', 'memberOf', 'numberOfEmployees', 'parentOrganization', 'slogan', 'taxID', 'telephone', 'vatID'],
  },
  Place: {
    parent: 'Thing',
    properties: ['address', 'containedInPlace', 'faxNumber', 'geo', 'hasMap', 'latitude', 'logo', 'longitude', 'openingHoursSpecification', 'photo', 'telephone'],
  },
  // LocalBusiness is both an Organization and a Place.
  LocalBusiness: { parent: 'Organization', properties: ['branchOf', 'currenciesAccepted', 'openingHours', 'paymentAccepted', 'priceRange'] },
  ProfessionalService: { parent: 'LocalBusiness', properties: [] },
  Person: {
    parent: 'Thing',
    properties: ['address', 'affiliation', 'alumniOf', 'award', 'birthDate', 'colleague', 'contactPoint', 'email', 'familyName', 'follows', 'gender', 'givenName', 'hasOccupation', 'honorificPrefix', 'honorificSuffix', 'jobTitle', 'knowsAbout', 'knowsLanguage', 'memberOf', 'nationality', 'telephone', 'workLocation', 'worksFor'],
  },
  Intangible: { parent: 'Thing', properties: [] },
  StructuredValue: { parent: 'Intangible', properties: [] },
  ContactPoint: { parent: 'StructuredValue', properties: ['areaServed', 'availableLanguage', 'contactOption', 'contactType', 'email', 'faxNumber', 'hoursAvailable', 'productSupported', 'telephone'] },
  PostalAddress: { parent: 'ContactPoint', properties: ['addressCountry', 'addressLocality', 'addressRegion', 'postOfficeBoxNumber', 'postalCode', 'streetAddress'] },
  ItemList: { parent: 'Intangible', properties: ['itemListElement', 'itemListOrder', 'numberOfItems'] },
  BreadcrumbList: { parent: 'ItemList', properties: [] },
  ListItem: { parent: 'Intangible', properties: ['item', 'nextItem', 'position', 'previousItem'] },
  Service: {
    parent: 'Intangible',
    properties: ['aggregateRating', 'areaServed', 'audience', 'availableChannel', 'award', 'brand', 'broker', 'category', 'hasOfferCatalog', 'hoursAvailable', 'isRelatedTo', 'isSimilarTo', 'logo', 'offers', 'produces', 'provider', 'providerMobility', 'review', 'serviceOutput', 'serviceType', 'slogan', 'termsOfService'],
  },
  Audience: { parent: 'Intangible', properties: ['audienceType', 'geographicArea'] },
  BusinessAudience: { parent: 'Audience', properties: ['numberOfEmployees', 'yearlyRevenue', 'yearsInOperation'] },
};

/** Extra supertypes beyond the single parent chain (multiple inheritance in schema.org). */
const alsoInherits: Record<string, readonly string[]> = { LocalBusiness: ['Place'] };

/** `type` and all its supertypes. */
function ancestry(type: string): string[] {
  const result: string[] = [];
  const visit = (name: string | null) => {
    if (!name || result.includes(name)) return;
    result.push(name);
    visit(vocabulary[name]?.parent ?? null);
    for (const extra of alsoInherits[name] ?? []) visit(extra);
  };
  visit(type);
  return result;
}

export function isA(type: string, wanted: string): boolean {
  return ancestry(type).includes(wanted);
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isIsoDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value);
const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** What Google's rich results (and common sense) require of each type, as messages for what is wrong. */
const requirements: Record<string, (node: Node) => string[]> = {
  Thing: (node) => (node.url !== undefined && !isAbsoluteUrl(node.url) ? [`url "${String(node.url)}" is not absolute`] : []),
  Organization: (node) => [
    ...(nonEmpty(node.name) ? [] : ['name is required']),
    ...(node.logo === undefined || isAbsoluteUrl(node.logo) || isNode(node.logo) ? [] : ['logo must be a URL or ImageObject']),
  ],
  LocalBusiness: (node) => (isNode(node.address) ? [] : ['address (PostalAddress) is required']),
  PostalAddress: (node) => ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'].filter((key) => !nonEmpty(node[key])).map((key) => `${key} is required`),
  Person: (node) => (nonEmpty(node.name) ? [] : ['name is required']),
  WebPage: (node) => [...(isAbsoluteUrl(node.url) || node.url === undefined ? [] : ['url must be absolute']), ...(nonEmpty(node.name) ? [] : ['name is required'])],
  Article: (node) => [
    ...(nonEmpty(node.headline) ? [] : ['headline is required']),
    ...(typeof node.headline === 'string' && node.headline.length > 110 ? ['headline is longer than 110 characters'] : []),
    ...(asList(node.image).length && asList(node.image).every((image) => isAbsoluteUrl(image) || isNode(image)) ? [] : ['image (absolute URLs) is required']),
    ...(isIsoDate(node.datePublished) ? [] : ['datePublished must be an ISO 8601 date']),
    ...(node.dateModified === undefined || isIsoDate(node.dateModified) ? [] : ['dateModified must be an ISO 8601 date']),
    ...(asList(node.author).length && asList(node.author).every((author) => isNode(author) && nonEmpty(author.name)) ? [] : ['author with a name is required']),
  ],
  FAQPage: (node) => (asList(node.mainEntity).length && asList(node.mainEntity).every((item) => isNode(item) && item['@type'] === 'Question') ? [] : ['mainEntity must list Questions']),
  Question: (node) => [
    ...(nonEmpty(node.name) ? [] : ['name (the question) is required']),
    ...(isNode(node.acceptedAnswer) && nonEmpty(node.acceptedAnswer.text) ? [] : ['acceptedAnswer with text is required']),
  ],
  BreadcrumbList: (node) => {
    const items = asList(node.itemListElement);
    if (items.length < 2) return ['itemListElement needs at least two ListItems'];
    return items.flatMap((item, index) => {
      if (!isNode(item) || item['@type'] !== 'ListItem') return [`itemListElement[${index}] is not a ListItem`];
      const problems: string[] = [];
      if (item.position !== index + 1) problems.push(`itemListElement[${index}].position should be ${index + 1}`);
      if (!nonEmpty(item.name)) problems.push(`itemListElement[${index}].name is required`);
      if (index < items.length - 1 && !isAbsoluteUrl(item.item)) problems.push(`itemListElement[${index}].item must be an absolute URL`);
      return problems;
    });
  },
  Service: (node) => [
    ...(nonEmpty(node.name) ? [] : ['name is required']),
    ...(isNode(node.provider) ? [] : ['provider is required']),
  ],
  ImageObject: (node) => (isAbsoluteUrl(node.url) || isAbsoluteUrl(node.contentUrl) ? [] : ['url must be absolute']),
};

function validateNode(node: Node, path: string, errors: string[]): void {
  const types = asList(node['@type']);
  const isReference = types.length === 0 && typeof node['@id'] === 'string';
  if (isReference) {
    const keys = Object.keys(node).filter((key) => key !== '@id');
    if (keys.length) errors.push(`${path}: a node without @type carries ${keys.join(', ')}`);
    return;
  }
  if (types.length === 0) {
    errors.push(`${path}: missing @type`);
    return;
  }
  for (const type of types) {
    if (typeof type !== 'string' || !vocabulary[type]) {
      errors.push(`${path}: unknown schema.org type ${String(type)}`);
      return;
    }
  }
  const lineage = types.flatMap((type) => ancestry(type as string));
  const allowed = new Set(lineage.flatMap((type) => vocabulary[type]?.properties ?? []));
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    if (!allowed.has(key)) errors.push(`${path}: ${key} is not a property of ${types.join('/')}`);
    asList(value).forEach((item, index) => {
      if (isNode(item)) validateNode(item, `${path}.${key}${Array.isArray(value) ? `[${index}]` : ''}`, errors);
    });
  }
  for (const type of new Set(lineage)) for (const problem of requirements[type]?.(node) ?? []) errors.push(`${path} (${types.join('/')}): ${problem}`);
}

/** Every problem found in a JSON-LD document (a node, an array of nodes or an `@graph`); [] when valid. */
export function validateJsonLd(document: unknown): string[] {
  const errors: string[] = [];
  if (!isNode(document) && !Array.isArray(document)) return ['JSON-LD must be an object or an array'];
  const roots = Array.isArray(document) ? document : document['@graph'] !== undefined ? asList(document['@graph']) : [document];
  if (isNode(document) && document['@context'] !== 'https://schema.org') errors.push('@context must be "https://schema.org"');
  roots.forEach((node, index) => {
    if (isNode(node)) validateNode(node, `@graph[${index}]`, errors);
    else errors.push(`@graph[${index}] is not an object`);
  });
  return errors;
}

/** Every `@type` in a JSON-LD document, nested ones included. */
export function typesIn(document: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isNode(value)) {
      for (const type of asList(value['@type'])) if (typeof type === 'string') found.push(type);
      Object.values(value).forEach(walk);
    }
  };
  walk(document);
  return found;
}
