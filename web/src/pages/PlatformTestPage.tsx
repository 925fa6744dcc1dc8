import { Play } from "lucide-react";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { SelfTestSummary } from "../modules/platform/SelfTestSummary";
import { SelfTestTable } from "../modules/platform/SelfTestTable";
import { useRunSelfTest } from "../modules/platform/useRunSelfTest";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";

const TITLE = "Platform Test";

/** /platform-test (spec section 2): calls every REST path of spec section 7 the harmless way and shows each answer. */
export function PlatformTestPage() {
  const { run, state, isRunning } = useRunSelfTest();
  return (
    <>
      <title>Platform Test · Ria</title>
      <PageHeader
        title={TITLE}
        subtitle="Checks every REST path the platform offers, the harmless way: each must answer exactly as designed."
        breadcrumb={[{ label: "Ria", href: "/simplified-dashboard" }, { label: TITLE }]}
      />
      <Card
        title="REST self-test"
        description="Invalid or signed-out requests must be refused; public ones must answer. Nothing is written."
        actions={
          <Button onClick={run} busy={isRunning} disabled={isRunning}>
            {!isRunning && <Play size={16} aria-hidden="true" />}
            {isRunning ? "Running…" : state.kind === "done" ? "Run again" : "Run self-test"}
          </Button>
        }
      >
        <StyledBody aria-busy={isRunning}>
          {state.kind === "idle" && !isRunning && (
            <StyledHint>Press “Run self-test” to check every path. It takes a second or two.</StyledHint>
          )}
          {state.kind === "refused" && <StyledRefusal role="alert">{state.message}</StyledRefusal>}
          {state.kind === "done" && (
            <>
              <SelfTestSummary checks={state.checks} ranAt={state.ranAt} />
              <SelfTestTable checks={state.checks} />
            </>
          )}
        </StyledBody>
      </Card>
    </>
  );
}

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRefusal = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.errorSoft};
`;
