import { API_MESSAGES, apiError } from "~/http/api.server";

// Any /api/... path no other route matches: a JSON 404, never the HTML not-found page.
export const loader = () => apiError(404, API_MESSAGES.notFound);
export const action = () => apiError(404, API_MESSAGES.notFound);
