import type { ReactNode } from "react";
import styled from "styled-components";

/** The scheduler's layout: the form beside Upcoming on wide screens, the history below; stacked on phones. */
export function SchedulerWorkspace({ form, upcoming, history }: { form: ReactNode; upcoming: ReactNode; history: ReactNode }) {
  return (
    <StyledLayout>
      <StyledTop>
        {form}
        {upcoming}
      </StyledTop>
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
