import { CalendarDays, FolderOpen, ListChecks, Mail, MessageCircle, Video, type LucideIcon } from "lucide-react";

/** Spec section 3, "Integration tile": name, description, status. */
export interface IntegrationTile {
  name: string;
  description: string;
  status: "Demo";
  icon: LucideIcon;
}

/** Spec section 2: the Integration Layer's six tiles; each runs in demo mode until a client connects it. */
export const INTEGRATION_TILES: readonly IntegrationTile[] = [
  {
    name: "WhatsApp Business",
    description: "Triage, replies and reminders where your team already talks.",
    status: "Demo",
    icon: MessageCircle,
  },
  { name: "Email Platforms", description: "Gmail and Outlook summaries, drafts and follow-ups.", status: "Demo", icon: Mail },
  {
    name: "Calendar Systems",
    description: "Meetings booked, moved and confirmed in IST or any time zone.",
    status: "Demo",
    icon: CalendarDays,
  },
  { name: "Voice & Video Calls", description: "Call notes, dial-ins and reminders before every call.", status: "Demo", icon: Video },
  { name: "Document Systems", description: "Board packs and contracts found, summarised and shared.", status: "Demo", icon: FolderOpen },
  { name: "Task Management", description: "To-dos captured from chats and chased until done.", status: "Demo", icon: ListChecks },
];
