/**
 * The three framer-motion functions the card reveal uses, re-exported statically so esbuild keeps
 * only them: `import('framer-motion/dom')` itself would keep every export of the package (about
 * 60 KB gz instead of 4).
 */
export { animate } from 'framer-motion/dom/mini';
export { inView, stagger } from 'framer-motion/dom';
