// The name of a location's count of wrong security codes (app/data/attempt-locks.server.ts):
// per role and location, and per stored hash (its salt), so a new code starts the count afresh
// and the block it caused is gone. Shared by the shift start (app/services/staff/staff-shift.server.ts)
// and the owner's team page, which says when the code is blocked.
import type { StaffRole } from "./staff";

/** The salt of the stored hash ('pbkdf2-sha256$iterations$salt$hash'), or 'none' without a code. */
const codeGeneration = (storedHash: string | null) => (storedHash ? (storedHash.split("$")[2] ?? "x") : "none");

export const locationCodeLockName = (role: StaffRole, branchContactId: number, storedHash: string | null) =>
  `staff-code-location:${role}:${branchContactId}:${codeGeneration(storedHash)}`;
