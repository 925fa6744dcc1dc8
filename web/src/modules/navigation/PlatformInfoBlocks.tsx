import styled from "styled-components";
import { DEMO_CLIENT_LOGIN } from "./demo-client";

/** The settings panel's three blocks: admin access (no credentials, ever), the sandbox client, the platform. */
export function PlatformInfoBlocks() {
  return (
    <StyledBlocks>
      <StyledBlock>
        <StyledHeading>Admin access</StyledHeading>
        <StyledList>
          <div>
            <dt>Sign-in</dt>
            <dd>/admin/login</dd>
          </div>
          <div>
            <dt>Credentials</dt>
            <dd>Issued privately to staff</dd>
          </div>
        </StyledList>
      </StyledBlock>
      <StyledBlock>
        <StyledHeading>Demo client</StyledHeading>
        <StyledList>
          <div>
            <dt>Email</dt>
            <dd>{DEMO_CLIENT_LOGIN.username}</dd>
          </div>
          <div>
            <dt>Password</dt>
            <dd>{DEMO_CLIENT_LOGIN.password}</dd>
          </div>
          <div>
            <dt>Company</dt>
            <dd>{DEMO_CLIENT_LOGIN.company}</dd>
          </div>
        </StyledList>
      </StyledBlock>
      <StyledBlock>
        <StyledHeading>Platform info</StyledHeading>
        <StyledList>
          <div>
            <dt>Database</dt>
            <dd>PostgreSQL</dd>
          </div>
          <div>
            <dt>WhatsApp</dt>
            <dd>Auto-redirect enabled</dd>
          </div>
        </StyledList>
      </StyledBlock>
    </StyledBlocks>
  );
}

const StyledBlocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledBlock = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
`;

const StyledHeading = styled.h4`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;
