import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { AUTOMATIC_RETRY_SECONDS } from "./health-status";

/** Explains, in plain words, how the statuses on this page are decided. */
export function HowWeCheckDialog() {
  return (
    <Dialog
      title="How we check"
      description="Every service behind Ria is checked on its own, the way a client would use it."
      trigger={<Button variant="ghost">How we check</Button>}
    >
      <StyledList>
        <li>
          <strong>Healthy</strong>: the service answered correctly and quickly.
        </li>
        <li>
          <strong>Warning</strong>: it answered slowly, with limited functionality, or failed once.
        </li>
        <li>
          <strong>Error</strong>: it failed two checks in a row.
        </li>
        <li>The platform is healthy when every service is, and in error when any service is.</li>
        <li>Checks run every {AUTOMATIC_RETRY_SECONDS} seconds; “Check now” runs a fresh round at once.</li>
        <li>Uptime bars show the share of healthy checks per hour (24 h) and per day (90 days), in IST.</li>
      </StyledList>
    </Dialog>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
