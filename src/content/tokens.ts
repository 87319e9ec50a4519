/**
 * Figures and names the copy repeats (the firm's name, years of experience, the guarantee…), written
 * `{guaranteeDays}` in any content file so the words always agree with the settings. One mechanism
 * for every content file: the loader refuses an unknown name or a stray brace, naming file and
 * field, and fills the values in once the file is valid.
 */
import type { ContentIssue } from './contentIssues.ts';
import { mapTexts } from './contentTexts.ts';

/** Every name a content file may write in braces, with what it stands for (the editor's hints list them). */
const tokenMeanings = {
  siteName: 'the company name',
  founderName: "the founder's full name",
  founderFirstName: "the founder's first name",
  founderRole: "the founder's role",
  established: 'the year the company was established',
  governingLaw: 'the state whose law governs the terms',
  generalEmail: 'the general e-mail address',
  founderEmail: "the founder's e-mail address",
  phone: 'the phone number as printed',
  officeAddress: 'the office address on one line',
  officeCity: "the office's city",
  officeRegion: "the office's state",
  yearsExperience: 'years of experience (15+)',
  daysToFirstResults: 'days to first results',
  guaranteeDays: 'days of the satisfaction guarantee',
  averageRevenueGrowth: 'average revenue growth (300%+)',
  cacReduction: 'customer acquisition cost reduction (40-60%)',
  startLeadTime: 'how soon an engagement starts (pricing)',
  startingPrice: 'the lowest plan price, such as $5,000 (pricing)',
} as const;

export type TokenName = keyof typeof tokenMeanings;
export type TokenValues = Readonly<Record<TokenName, string>>;

export const tokenNames = Object.keys(tokenMeanings) as TokenName[];

const tokenPattern = /\{(\w+)\}/g;
const isTokenName = (name: string): name is TokenName => Object.hasOwn(tokenMeanings, name);

/** `{guaranteeDays}, {siteName}, …`: the names as an owner writes them. */
const tokenList = tokenNames.map((name) => `{${name}}`).join(', ');

/** Each name with what it stands for, as the editor explains them once (the site settings' description). */
export const tokenGuide = tokenNames.map((name) => `{${name}} ${tokenMeanings[name]}`).join('; ');

/** Why `text` cannot be filled in (empty when it can). */
function tokenProblems(text: string): string[] {
  const problems = [...text.matchAll(tokenPattern)]
    .map(([, name = '']) => name)
    .filter((name) => !isTokenName(name))
    .map((name) => `{${name}} is not a figure the site knows; use one of ${tokenList}`);
  if (/[{}]/.test(text.replace(tokenPattern, ''))) problems.push('has a brace that is not around a figure such as {guaranteeDays}');
  return problems;
}

/** Every string of `data` (a parsed content file) that names an unknown figure or has a stray brace. */
export function tokenIssues(data: unknown, file: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  // Each text read where it sits, and left as it is.
  mapTexts(data, (text, path) => {
    for (const reason of tokenProblems(text)) issues.push({ file, field: path.join('.') || '(file)', reason });
    return text;
  });
  return issues;
}

/** `text` with each `{name}` replaced by its value; call it on text `tokenProblems` accepts. */
export function fillText(text: string, values: TokenValues): string {
  return text.replace(tokenPattern, (whole, name: string) => (isTokenName(name) ? values[name] : whole));
}

/** A copy of `data` with the figures of every string filled in. */
export function fillTokens<T>(data: T, values: TokenValues): T {
  return mapTexts(data, (text) => fillText(text, values)) as T;
}
