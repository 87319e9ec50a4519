/** The home page's framework diagram sets its pillars at 45° around the hub: exactly eight (a constant of its own, so the diagram's styles need no content to compute). */
export const FRAMEWORK_PILLARS = 8;
