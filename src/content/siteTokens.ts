/** The figures and names of the site settings (`site.yml`) that content files write in braces. */
import { officeAddressLine, site } from '../site.ts';
import type { TokenValues } from './tokens.ts';

export const siteTokens = {
  siteName: site.name,
  founderName: site.founder.name,
  founderFirstName: site.founder.firstName,
  founderRole: site.founder.role,
  established: String(site.established),
  governingLaw: site.governingLaw,
  generalEmail: site.emails.general,
  founderEmail: site.emails.founder,
  phone: site.phone.display,
  officeAddress: officeAddressLine,
  officeCity: site.office.city,
  officeRegion: site.office.regionName,
  yearsExperience: site.claims.yearsExperience,
  daysToFirstResults: String(site.claims.daysToFirstResults),
  guaranteeDays: String(site.claims.guaranteeDays),
  averageRevenueGrowth: site.claims.averageRevenueGrowth,
  cacReduction: site.claims.cacReduction,
} as const satisfies Omit<TokenValues, 'startLeadTime' | 'startingPrice'>;
