// Staff part of the demo tenant (/work/shared/demo-tenant.md "Codes, customers, staff"):
// Palermo's riders (code 4826) and pickers (code 7391), all off shift at seed time.
// `active` is left out of the rows (column default 0 on insert): a re-seed never ends
// a shift that is running, like the counters of demo-tenant-orders.ts.
//
// Ids: staff = branch contact * 100 + n (riders 1..49, pickers 51..99).
// The codes' hashes were made once with PBKDF2-SHA256, 100,000 iterations, random salt
// (app/data/staff/security-code.server.ts); tests/unit/staff-security-code.test.ts checks
// that they still verify 4826 and 7391.
import type * as s from "~/data/schema-logistics-staff.server";
import { DEMO_IDS } from "./demo-tenant";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const C1 = DEMO_IDS.companies.sabores;
const PALERMO = DEMO_IDS.branchContacts.palermo;

export const DEMO_STAFF_IDS = {
  riders: { martin: PALERMO * 100 + 1, lucas: PALERMO * 100 + 2 },
  pickers: { carla: PALERMO * 100 + 51, sofia: PALERMO * 100 + 52 },
} as const;

export const DEMO_STAFF_CODES = { rider: "4826", picker: "7391" } as const;

export const staffSecurityCodes: Row<typeof s.staffSecurityCodes>[] = [
  { companyId: C1, branchContactId: PALERMO, role: "rider", codeHash: "pbkdf2-sha256$100000$wdbP0/fHUn/0iFviP/cimw==$XY/DqudC4Q4mg7Tk5rUOquU0cpOMmHp8k8IewaodDPo=" },
  { companyId: C1, branchContactId: PALERMO, role: "picker", codeHash: "pbkdf2-sha256$100000$XhDpeUyaBWItEcgzwXGxaw==$0iKmkrVPpLyAryog4zJG3Jk3LgyxfYKbKojRDOzhBlM=" },
];

export const staff: Row<typeof s.staff>[] = [
  { id: DEMO_STAFF_IDS.riders.martin, companyId: C1, branchContactId: PALERMO, role: "rider", name: "Martín Gómez", phone: "+5491160000001" },
  { id: DEMO_STAFF_IDS.riders.lucas, companyId: C1, branchContactId: PALERMO, role: "rider", name: "Lucas Pérez", phone: "+5491160000002" },
  { id: DEMO_STAFF_IDS.pickers.carla, companyId: C1, branchContactId: PALERMO, role: "picker", name: "Carla Ruiz", phone: "+5491170000001" },
  { id: DEMO_STAFF_IDS.pickers.sofia, companyId: C1, branchContactId: PALERMO, role: "picker", name: "Sofía Díaz", phone: "+5491170000002" },
];
