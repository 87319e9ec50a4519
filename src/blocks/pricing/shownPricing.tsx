import { createContext, useContext, type ReactNode } from 'react';
import { pricing, type Pricing } from '../../content/pricing.ts';

const Context = createContext<Pricing>(pricing);

/** The plans, add-ons and questions the blocks under it show: the site's, unless the editor's preview shows the pricing being edited. */
export function ShownPricing({ pricing: shown, children }: { pricing: Pricing; children: ReactNode }) {
  return <Context value={shown}>{children}</Context>;
}

/** The pricing the blocks show (src/content/data/pricing.yml, or the entry being edited). */
export const useShownPricing = () => useContext(Context);
