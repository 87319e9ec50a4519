/**
 * The browsers the site is built for, as esbuild names them: it lowers the client's script for them
 * and writes the vendor prefixes they still need into the stylesheet (`-webkit-user-select`, …).
 */
export const browserTargets = ['chrome111', 'firefox115', 'safari16.4'];
