import type { IdleScheduler } from '../afterLoad.ts';
import { enhanceDrawer } from './drawer.ts';
import { supportInvokerCommands } from './invokerCommands.ts';
import { enhanceServicesMenu } from './servicesMenu.ts';

/** The header's behaviour beyond its HTML: the drawer, the desktop Services dropdown, and invoker commands where missing. */
export function enhanceHeader(doc: Document, idle: IdleScheduler): void {
  supportInvokerCommands(doc);
  enhanceDrawer(doc, idle);
  enhanceServicesMenu(doc);
}
