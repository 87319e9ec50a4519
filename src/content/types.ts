/**
 * Shapes of the site's repeated content (SPEC.md §3) as components take them: the types of the
 * schemas in shapes.ts, so a layout's props follow its content's schema. The pricing's are in pricing.ts.
 */
import type { z } from 'zod';
import type { cardShape, linkShape, metricShape } from './shapes.ts';

export type Metric = z.output<typeof metricShape>;
/** A link shown as a button: where it goes, its words, and words that finish a short label for screen readers. */
export type LinkCopy = z.output<typeof linkShape>;
export type ServiceCard = z.output<typeof cardShape>;
