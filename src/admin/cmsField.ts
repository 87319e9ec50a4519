/** A Decap CMS field (the subset of options the site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'icon' | 'datetime' | 'day' | 'image' | 'list' | 'object' | 'markdown' | 'hidden' | 'linked-from';
  required?: boolean;
  hint?: string;
  default?: string | number | boolean | readonly Record<string, unknown>[];
  /** `[regex source, message]`: the editor refuses a value that does not match. */
  pattern?: [string, string];
  /** A select's values, or each value with the words the editor offers it in. */
  options?: readonly string[] | readonly { label: string; value: string }[];
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
