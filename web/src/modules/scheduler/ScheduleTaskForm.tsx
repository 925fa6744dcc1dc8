import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { useToast } from "../../ui/useToast";
import { FormField } from "../auth/FormField";
import { StyledInput, StyledTextarea } from "../../ui/form-controls";
import { istLocalMinute } from "@ria/api/rules/ist.rules.ts";
import { MAX_TASK_INPUT } from "@ria/api/modules/scheduler/scheduler.rules.ts";
import { latestLaunchMinute } from "./launch-time";
import { LaunchTimeShortcuts } from "./LaunchTimeShortcuts";
import { useScheduleTask } from "./useScheduleTask";

type Errors = Partial<Record<"input" | "launchTime", string>>;

/** The task box and the launch time (IST), checked here first (spec section 5), then by the server. */
export function ScheduleTaskForm({ now }: { now: Date }) {
  const [input, setInput] = useState("");
  const [launchTime, setLaunchTime] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { schedule, isScheduling } = useScheduleTask();
  const { toast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text || !launchTime) {
      setErrors({ input: text ? undefined : "Tell Ria what to do", launchTime: launchTime ? undefined : "Choose when (IST)" });
      toast({ title: "Missing Information", description: "Please provide both task input and launch time", variant: "destructive" });
      return;
    }
    setErrors({});
    schedule(
      { input: text, launchTime },
      {
        onScheduled: () => {
          setInput("");
          setLaunchTime("");
        },
        onFieldErrors: (fields) => setErrors({ input: fields.input, launchTime: fields.launchTime }),
      },
    );
  };

  return (
    <Card title="Schedule a task" description="Ria carries it out at the minute you choose.">
      <StyledForm onSubmit={submit} noValidate aria-label="Schedule a task">
        <FormField
          label="Task"
          error={errors.input}
          hint="For example: “Add review the Q3 numbers to my task list” or “Remind me to call Priya”."
        >
          {(control) => (
            <StyledTextarea
              {...control}
              value={input}
              maxLength={MAX_TASK_INPUT}
              onChange={(event) => setInput(event.target.value)}
              placeholder="What should Ria do?"
            />
          )}
        </FormField>
        <FormField label="Launch time (IST)" error={errors.launchTime} hint="India Standard Time, to the minute.">
          {(control) => (
            <StyledInput
              {...control}
              type="datetime-local"
              value={launchTime}
              min={istLocalMinute(now)}
              max={latestLaunchMinute(now)}
              onChange={(event) => setLaunchTime(event.target.value)}
            />
          )}
        </FormField>
        <LaunchTimeShortcuts now={now} onPick={setLaunchTime} />
        <Button type="submit" busy={isScheduling} disabled={isScheduling}>
          {isScheduling ? "Scheduling…" : "Schedule Task"}
        </Button>
      </StyledForm>
    </Card>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
