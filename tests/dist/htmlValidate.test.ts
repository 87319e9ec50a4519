/**
 * Markup of the built site (TEST_DIST): html-validate's recommended rules report 0 errors on every
 * .html file in dist/ (DESIGN.md §4), tuned only where React's valid output differs from the
 * rules' preferred spelling.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HtmlValidate, StaticConfigLoader, type Report } from 'html-validate';
import { distHtmlFiles, readDist } from '../support/distFiles.ts';

const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ['html-validate:recommended'],
    rules: {
      // React writes void elements as `<img/>`; both spellings are valid HTML.
      'void-style': 'off',
      // React writes SVG's camelCase attributes (viewBox) as the SVG spec spells them.
      'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
      // React writes boolean and empty-value attributes as `inert=""` / `hidden=""`: require that one valid spelling.
      'attribute-boolean-style': ['error', { style: 'empty' }],
      'attribute-empty-style': ['error', { style: 'empty' }],
    },
  }),
);

/** One line per error: file, line:column, rule, message and the element's selector. */
function errorsOf(report: Report): string[] {
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${result.filePath}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`),
  );
}

describe('html-validate', () => {
  it('is not blind: broken markup yields errors, a clean React-shaped page none', async () => {
    const broken = await validator.validateString(
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><main><div><p>open</div><img src="/a.png"><b id="x"></b><i id="x"></i><button type="button" disabled="disabled">y</button></main></body></html>',
      'broken.html',
    );
    const rules = new Set(errorsOf(broken).map((line) => line.split(' ')[1]!.replace(/:$/, '')));
    for (const rule of ['no-implicit-close', 'wcag/h37', 'no-dup-id', 'attribute-boolean-style']) assert.ok(rules.has(rule), `${rule} in ${[...rules].join(', ')}`);

    const clean = await validator.validateString(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Clean</title></head><body><main><h1>Clean</h1><img src="/a.png" alt="A"/><svg viewBox="0 0 1 1" aria-hidden="true"></svg><div inert="">z</div></main></body></html>',
      'clean.html',
    );
    assert.deepEqual(errorsOf(clean), []);
  });

  it('reports 0 errors on every built page', async () => {
    const files = distHtmlFiles();
    const errors: string[] = [];
    for (const file of files) errors.push(...errorsOf(await validator.validateString(readDist(file), file)));
    assert.ok(errors.length === 0, `${errors.length} html-validate errors in ${files.length} pages:\n${errors.join('\n')}`);
  });
});
