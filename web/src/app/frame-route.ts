/** The frame's route: its loader asks who is signed in; the header reads that answer (see routes.tsx). */
export const FRAME_ROUTE_ID = "frame";
