/** Shapes of the site's repeated content (SPEC.md §3). Content modules export typed arrays of these. */
import type { IconName } from '../components/icons.ts';

export interface Metric {
  label: string;
  value: string;
  description?: string;
}

/** A step of a process; the page numbers steps in list order. */
export interface ProcessStep {
  title: string;
  description: string;
}

export interface Phase {
  /** e.g. 'Phase 1', 'Week 1-2'. */
  phase: string;
  title: string;
  /** e.g. '2-4 weeks', 'Ongoing'. */
  duration: string;
  description: string;
  deliverables: readonly string[];
}

export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  features?: readonly string[];
  /** Link target (a path from `paths`, optionally with `#anchor`). */
  href?: string;
  /** Anchor id of the section this card introduces on its own page. */
  anchor?: string;
}

/**
 * A service offering that has its own anchored section on its page and is introduced there by a
 * card linking to `#anchor` (lead generation, sales enablement, sales support…).
 */
export interface ServiceArea {
  /** Id of its section; the card links to `${pagePath}#${anchor}`. */
  anchor: string;
  title: string;
  /** Card text: what the offering is, in a sentence or two. */
  summary: string;
  icon: IconName;
  /** Section intro under the heading. */
  intro: string;
  /** How we work on it, in paragraphs. */
  body: readonly string[];
  /** What the client gets. */
  deliverables: readonly string[];
  /** What changes for the client. */
  outcomes: readonly string[];
  /** A condition the visitor must not miss (e.g. where the service is available). */
  note?: string;
}

/**
 * A service page built from anchored offerings: hero, overview cards linking to one section per
 * offering, optional highlight cards, a numbered process and the closing CTA.
 */
export interface ServiceAreasContent {
  hero: { eyebrow: string; title: string; lead: string };
  /** Key figures shown under the hero. */
  metrics?: readonly Metric[];
  /** The overview section (its `id` is what the hero's explore link targets) and its offerings. */
  areas: SectionCopy & { id: string; exploreLabel: string; items: readonly ServiceArea[] };
  /** Cards after the offerings, e.g. reasons to choose the service or the metrics it tracks. */
  highlights?: SectionCopy & { id: string; items: readonly ServiceCard[] };
  process: SectionCopy & { steps: readonly ProcessStep[] };
  cta: { title: string; text: string };
}

export interface Industry {
  name: string;
  description: string;
  icon: IconName;
  features: readonly string[];
}

export interface FrameworkPillar {
  name: string;
  description: string;
  icon: IconName;
  /** CSS colour of the pillar's accent. */
  colour: string;
}

export interface CrmPlatform {
  name: string;
  description: string;
  features: readonly string[];
}

/** Named accent of a pricing plan; the card maps it to a theme colour (no inline styles). */
export type PlanAccent = 'blue' | 'amber' | 'green';

export interface PricingPlan {
  name: string;
  subtitle: string;
  /** Whole US dollars per period. */
  price: number;
  period: 'month';
  description: string;
  features: readonly string[];
  popular: boolean;
  icon: IconName;
  colour: PlanAccent;
  buttonVariant: 'primary' | 'secondary' | 'outline';
}

export interface AddOnService {
  name: string;
  price: number;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Office {
  country: string;
  address: string;
  city: string;
  mapUrl: string;
}

export type ContactOption =
  | { title: string; description: string; contactText: string; kind: 'link'; href: string; icon: IconName }
  | { title: string; description: string; contactText: string; kind: 'calendar'; icon: IconName }
  | { title: string; description: string; contactText: string; kind: 'qr'; icon: IconName };

/** Copy that introduces a page section: optional eyebrow, the h2 title and a lead paragraph. */
export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro: string;
}

/** A named service inside a group (e.g. 'Marketing Automation' under 'Demand Generation'). */
export interface GroupedService {
  title: string;
  description: string;
}

/** Related services under one heading, such as the CMO page's three service groups. */
export interface ServiceGroup {
  title: string;
  description: string;
  icon: IconName;
  items: readonly GroupedService[];
}

/** A point on a results timeline: what a client can expect by a given time. */
export interface Milestone {
  /** e.g. '30 days', '12+ months'. */
  period: string;
  title: string;
  description: string;
  outcomes: readonly string[];
}

/** The headline hand-over document of an engagement (e.g. the 50+ page marketing strategy). */
export interface KeyDeliverable {
  /** Short tag shown above the title, e.g. 'Includes a 12-month roadmap'. */
  badge: string;
  title: string;
  description: string;
  icon: IconName;
  contents: readonly string[];
}

/** Everything a fractional leadership page (CMO, CSO) shows: one page shape, one data set per role. */
export interface LeadershipService {
  hero: { eyebrow: string; title: string; lead: string };
  services: SectionCopy & { groups: readonly ServiceGroup[] };
  /** Selling methodologies, grouped by sales motion (the CSO page). */
  methodologies?: SectionCopy & { groups: readonly ServiceGroup[] };
  deliverables: SectionCopy & { key: KeyDeliverable; others: readonly ServiceCard[] };
  roi: SectionCopy & { metrics: readonly Metric[]; commitment: string };
  industries: SectionCopy & { items: readonly Industry[] };
  process: SectionCopy & { phases: readonly Phase[] };
  results: SectionCopy & { milestones: readonly Milestone[] };
  cta: { title: string; text: string };
}

/** A link shown as a button or text link: where it goes (a path from `paths`) and its text. */
export interface LinkCopy {
  href: string;
  label: string;
  /** Words that finish a short label for screen readers and crawlers ('Learn More' → 'about …'). */
  context?: string;
}

/** A page section as data: anchor, copy and one kind of content, rendered by `ContentBlocks`. */
export type ContentBlock = SectionCopy & { id: string } & (
    | { kind: 'cards'; columns?: 2 | 3 | 4; items: readonly ServiceCard[] }
    | { kind: 'industries'; items: readonly Industry[] }
    | { kind: 'phases'; phases: readonly Phase[] }
  );

/**
 * A service page made of stacked content blocks (revenue strategy, GTM planning, sales strategy):
 * hero with key figures or proof points, the blocks in order, and the closing call to action.
 */
export interface ServiceDetailContent {
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Text of the hero's booking button (default 'Book a free strategy call'). */
    bookingText?: string;
    /** A second hero action, e.g. a link to the page's process section. */
    secondary: LinkCopy;
    /** Key-figure tiles under the hero; without them the recurring proof points show. */
    metrics?: readonly Metric[];
  };
  blocks: readonly ContentBlock[];
  cta: { title: string; text: string; buttonText?: string; secondary?: LinkCopy };
}
