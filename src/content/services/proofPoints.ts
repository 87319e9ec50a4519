import { site } from '../../site.ts';

const { yearsExperience, daysToFirstResults, guaranteeDays } = site.claims;

/** The site's recurring claims as short proof points, shown under the service-page heroes. */
export const proofPoints: readonly string[] = [
  `${yearsExperience} years of digital transformation experience`,
  `First results in ${daysToFirstResults} days`,
  `${guaranteeDays}-day satisfaction guarantee`,
];

/** The time to first results as a figure ('90 days'), for metric tiles and timelines. */
export const firstResultsPeriod = `${daysToFirstResults} days`;
