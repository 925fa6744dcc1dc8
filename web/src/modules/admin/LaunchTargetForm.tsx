import { checkLaunchTarget, MAX_TARGET_CXOS } from "@ria/api/modules/dashboard/launch-target.rules.ts";
import { istDay } from "@ria/api/rules/ist.rules.ts";
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatNumber } from "../../lib/format-ist";
import { Button } from "../../ui/Button";
import { StyledInput } from "../../ui/form-controls";
import { FormField } from "../auth/FormField";
import type { LaunchTargetForm_dashboard$key } from "./__generated__/LaunchTargetForm_dashboard.graphql";
import { useSetLaunchTarget } from "./useSetLaunchTarget";

/** The admin's launch target: how many CXOs, by which day. Checked here and again by the server, with the same messages. */
export function LaunchTargetForm({ dashboard }: { dashboard: LaunchTargetForm_dashboard$key }) {
  const saved = useFragment(
    graphql`
      fragment LaunchTargetForm_dashboard on AdminDashboard {
        targetCxos
        launchDay
      }
    `,
    dashboard,
  );
  const [targetCxos, setTargetCxos] = useState(saved.targetCxos == null ? "" : String(saved.targetCxos));
  const [launchDay, setLaunchDay] = useState(saved.launchDay ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, isSaving } = useSetLaunchTarget();
  const today = istDay(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLaunchTarget({ targetCxos, launchDay }, today);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save(checked.target, setErrors);
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Launch target">
      <StyledFields>
        <FormField
          label="Target CXOs"
          error={errors.targetCxos}
          hint={`How many executives to win, 1 to ${formatNumber(MAX_TARGET_CXOS)}.`}
        >
          {(control) => (
            <StyledInput
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TARGET_CXOS}
              step={1}
              value={targetCxos}
              onChange={(event) => setTargetCxos(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Launch date" error={errors.launchDay} hint="A day in IST, today or later.">
          {(control) => (
            <StyledInput {...control} type="date" min={today} value={launchDay} onChange={(event) => setLaunchDay(event.target.value)} />
          )}
        </FormField>
      </StyledFields>
      <StyledActions>
        <Button type="submit" busy={isSaving} disabled={isSaving}>
          Save target
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
