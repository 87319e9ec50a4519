import { pageDom } from './pageDom.ts';

/**
 * Where the page's styles go: an empty `<style>` that the build fills with the styles its kind of
 * page uses (src/build/pageStyles.ts), so the first paint needs no request but the document.
 */
export function PageStyles() {
  return <style {...{ [pageDom.pageStylesAttr]: '' }} />;
}
