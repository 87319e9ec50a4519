/** Shapes of the site's repeated content (SPEC.md §3). Content modules export typed arrays of these. */
import type { IconName } from '../components/icons.ts';

export interface Metric {
  label: string;
  value: string;
  description?: string;
}

export interface ProcessStep {
  number: number;
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
  colour: string;
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
