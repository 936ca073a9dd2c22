/** The shape of app/data/attempt-locks.server.ts AttemptPolicy (domain may not import data). */
export interface AttemptPolicyShape {
  maxAttempts: number;
  lockSeconds: number | null;
  windowSeconds: number;
}
