/** A Decap CMS field (the subset of options the site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'datetime' | 'day' | 'image' | 'list' | 'object' | 'markdown' | 'hidden' | 'linked-from';
  required?: boolean;
  hint?: string;
  default?: string | number | boolean;
  /** `[regex source, message]`: the editor refuses a value that does not match. */
  pattern?: [string, string];
  options?: readonly string[];
  value_type?: 'int';
  min?: number;
  max?: number;
  fields?: readonly CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  allow_add?: boolean;
  [option: string]: unknown;
}
