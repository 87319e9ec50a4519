import type { CmsField } from './cmsField.ts';

/** The editor's widget that lists the pages linking to an entry's page (src/admin/preview/linkedFrom.ts). */
export const linkedFromWidget = 'linked-from' as const;

/** Its display-only field, after an entry's old URL names: it has no value, so nothing of it is saved. */
export const linkedFromField: CmsField = {
  name: 'linkedFrom',
  label: 'Pages that link here',
  widget: linkedFromWidget,
  required: false,
  hint: 'Their links follow a new URL name by themselves; removing this page would leave them broken.',
};
