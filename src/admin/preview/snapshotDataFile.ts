/**
 * Stands in for src/content/dataFile.ts in the editor's preview bundle: the same functions, over the
 * snapshot of the content files instead of the disk, so the site's own modules (site.ts, the
 * pages' content modules) load in the browser exactly as in the build.
 */
import type { z } from 'zod';
import { ContentError } from '../../content/contentIssues.ts';
import type * as DataFile from '../../content/dataFile.ts';
import type { TokenValues } from '../../content/tokens.ts';
import { validateContent } from '../../content/validateContent.ts';
import { snapshot } from './snapshot.ts';

// Named in errors as the build names them.
const contentDir = 'src/content';
const dataDir = `${contentDir}/data`;

function written(relativePath: string): unknown {
  if (!Object.hasOwn(snapshot.files, relativePath)) {
    throw new ContentError(`${contentDir}/${relativePath} is missing`, [{ file: `${contentDir}/${relativePath}`, field: '(file)', reason: 'is not in the content the editor was built with' }]);
  }
  return snapshot.files[relativePath];
}

export function loadDataFile<Schema extends z.ZodType>(name: string, schema: Schema): z.output<Schema> {
  return validateContent(written(`data/${name}`), schema, `${dataDir}/${name}`);
}

export function readContentFile<Schema extends z.ZodType>(relativePath: string, schema: Schema, values: TokenValues): DataFile.LoadedContent<z.output<Schema>> {
  const data = written(relativePath);
  return { data: validateContent(data, schema, `${contentDir}/${relativePath}`, values), written: data, file: `${contentDir}/${relativePath}` };
}

export function contentFolder(folder: string): string[] {
  return Object.keys(snapshot.files)
    .filter((file) => file.startsWith(`${folder}/`))
    .sort();
}

/** An image just uploaded in the editor is not in the snapshot yet: the preview shows it as uploaded, and the build checks it. */
export function staticFileExists(): boolean {
  return true;
}

// The same functions as the module this one stands in for.
({ loadDataFile, readContentFile, contentFolder, staticFileExists }) satisfies typeof DataFile;
