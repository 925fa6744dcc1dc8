/** The /integrations route's id: its loader asks for the client's own calendar (see routes.tsx). */
export const YOUR_CALENDAR_ROUTE_ID = "your-calendar";
