/**
 * Pages render with React's production build, as they ship: React reads NODE_ENV when first
 * loaded, so this module is imported before anything that loads React. The development build
 * renders about four times slower and checks nothing the build needs.
 */
process.env.NODE_ENV = 'production';
