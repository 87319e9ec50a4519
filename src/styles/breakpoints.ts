/** Build-time breakpoints (px), in a plain module so browser code can read them without the theme's styles. */
export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;
