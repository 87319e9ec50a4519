/** The value of every `{name}` a content file may write: the site settings' and the pricing's figures. */
import { pricingTokens } from './pricing.ts';
import { siteTokens } from './siteTokens.ts';
import type { TokenValues } from './tokens.ts';

export const contentTokens: TokenValues = { ...siteTokens, ...pricingTokens };
