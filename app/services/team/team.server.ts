// The owner's team (the back office's 'Equipo'): a location's riders and pickers, its security
// codes, and the console's people. Storage: app/data/staff/team.server.ts and
// app/data/shop/shop-team.server.ts; this folder holds what a change does besides the write.
import { now } from "~/data/clock.server";
import { riderInProgress } from "~/data/logistics/shipment-read.server";
import { hashSecurityCode, newSecurityCode } from "~/data/staff/security-code.server";
import { setSecurityCodeHash, type StaffPlace } from "~/data/staff/staff.server";
import { locationCodeBlocked, removeTeamMember, teamMember } from "~/data/staff/team.server";
import { STAFF_ROLES, type StaffRole } from "~/domain/logistics/staff";
import { codeBlockedAlert } from "~/domain/shop/team-form";
import { cancel } from "~/services/logistics/shipment-actions.server";

/**
 * A new random code for the location's riders or pickers: stored hashed, returned once to be
 * shown to the owner. The new hash starts the location's count of wrong codes afresh, so a code
 * blocked by guessing is accepted again from now on (app/domain/logistics/location-code-lock.ts).
 */
export async function rotateSecurityCode(env: Env, place: StaffPlace, role: StaffRole): Promise<string> {
  const code = newSecurityCode();
  await setSecurityCodeHash(env, place, role, await hashSecurityCode(code), now(env).getTime());
  return code;
}

export type StaffRemoval = { ok: true; name: string; role: StaffRole; handedBack: boolean } | { ok: false };

/**
 * Takes a rider or picker off the company's team: a rider's shipment in progress goes back to
 * the list first, as if they had cancelled it (the rider's own 'Cancelar envío en curso'), then
 * their shift ends and their tokens stop working. Another company's id is nobody (ok: false).
 */
export async function removeStaffMember(env: Env, companyId: number, staffId: number): Promise<StaffRemoval> {
  const member = await teamMember(env, companyId, staffId);
  if (!member) return { ok: false };
  let handedBack = false;
  if (member.role === "rider") {
    const held = await riderInProgress(env, companyId, member.id);
    if (held) {
      const rider = { staffId: member.id, name: member.name, phone: member.phone, companyId, branchContactId: member.branchContactId };
      handedBack = (await cancel(env, rider, held)).ok;
    }
  }
  const removed = await removeTeamMember(env, companyId, member.id, now(env).getTime());
  return removed ? { ok: true, name: removed.name, role: removed.role, handedBack } : { ok: false };
}

/** The owner's alerts for a location whose codes are blocked by guessing (the board shows them). */
export async function blockedCodeAlerts(env: Env, place: StaffPlace, locationName: string): Promise<string[]> {
  const nowSeconds = Math.floor(now(env).getTime() / 1000);
  const blocked = await Promise.all(STAFF_ROLES.map(async (role) => ((await locationCodeBlocked(env, place, role, nowSeconds)) ? codeBlockedAlert(role, locationName) : null)));
  return blocked.filter((text): text is string => text !== null);
}
