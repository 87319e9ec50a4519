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


/** A link shown as a button or text link: where it goes (a path from `paths`) and its text. */
export interface LinkCopy {
  href: string;
  label: string;
  /** Words that finish a short label for screen readers and crawlers ('Learn More' → 'about …'). */
  context?: string;
}

