import styled from "styled-components";
import { ErrorPanel } from "./ErrorPanel";

/** The app-level fallback: something outside a page failed, so offer a full reload. */
export function AppCrashScreen({ error }: { error: unknown }) {
  const shown = error instanceof Error ? error : new Error(String(error));
  return (
    <StyledScreen>
      <ErrorPanel title="Something went wrong" error={shown} onRetry={() => window.location.reload()} />
    </StyledScreen>
  );
}

const StyledScreen = styled.main`
  max-width: ${({ theme }) => theme.sizes.dialogMax};
  margin: ${({ theme }) => theme.space.xxxl} auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;
