/** A page that threw while rendering: the build stops and names it. */
export class RouteRenderError extends Error {
  constructor(
    readonly route: string,
    override readonly cause: unknown,
  ) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`Unexpected Application Error!\n  route: ${route}\n  ${message}`);
    this.name = 'RouteRenderError';
  }
}
