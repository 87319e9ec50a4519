/**
 * The two framer-motion functions the card reveal uses, re-exported statically so esbuild keeps
 * only them (1.3 KB gz): `import('framer-motion/dom')` itself would keep every export of the
 * package (about 60 KB gz).
 */
export { inView, stagger } from 'framer-motion/dom';
