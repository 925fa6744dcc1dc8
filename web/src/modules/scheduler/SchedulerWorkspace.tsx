import type { ReactNode } from "react";
import styled from "styled-components";

/** The scheduler's layout: the form beside Upcoming on wide screens, then the schedule and the history; stacked on phones. */
export function SchedulerWorkspace({ form, upcoming, schedule, history }: Record<"form" | "upcoming" | "schedule" | "history", ReactNode>) {
  return (
    <StyledLayout>
      <StyledTop>
        {form}
        {upcoming}
      </StyledTop>
      {schedule}
      {history}
    </StyledLayout>
  );
}

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledTop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;
