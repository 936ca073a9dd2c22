/** The storefront's clock. Tests pin it with the FIXED_NOW binding, never the real time. */
export function now(env: Pick<Env, "FIXED_NOW">): Date {
  return env.FIXED_NOW ? new Date(env.FIXED_NOW) : new Date();
}
