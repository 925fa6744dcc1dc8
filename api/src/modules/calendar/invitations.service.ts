import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { InviteAttendees } from "../assistant/invitations.types.ts";
import { accountOf, mayReachPeople } from "../auth/accounts.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import { invitationOf } from "./invitation.ts";

/**
 * Invitations by email for the meetings Ria books: one per attendee and revision (the key holds the UID's sequence),
 * from the executive as organiser. A demo account's and a guest's are recorded, never sent to a real person.
 */
export function createInvitationService({ prisma, mail }: { prisma: PrismaClient; mail: MailService }): InviteAttendees {
  return async (meeting, method) => {
    const owner = await accountOf(prisma, meeting.ownerId);
    const organizer = owner ? { name: owner.name, email: owner.email } : { name: "A Ria guest", email: "guest@demo.ria.example" };
    const mayLeave = !!owner && mayReachPeople(owner);
    const message = invitationOf(meeting, organizer, method);
    let sent: "queued" | "demo" = "demo";
    for (const to of meeting.attendeeEmails) {
      sent = await mail.queue({
        ownerId: meeting.ownerId,
        to,
        replyTo: organizer.email,
        ...message,
        idempotencyKey: `invite:${meeting.id}:${meeting.sequence}:${method}:${to}`,
        mayLeave,
      });
    }
    return sent;
  };
}
