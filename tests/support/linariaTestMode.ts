/**
 * Linaria's `css` tag is replaced by the build's transform; run as it is (under tsx) it throws,
 * except in Linaria's own test mode, where each template returns its own `mocked-css-N` class.
 * Import this module before any component so its styles are defined in that mode.
 */
process.env.NODE_ENV = 'test';
