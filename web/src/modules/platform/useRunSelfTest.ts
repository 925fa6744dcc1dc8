import { useCallback, useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useRunSelfTestMutation } from "./__generated__/useRunSelfTestMutation.graphql";
import type { SelfTestCheck } from "./self-test";

const runSelfTestMutation = graphql`
  mutation useRunSelfTestMutation {
    runPlatformSelfTest {
      __typename
      ... on MutationRunPlatformSelfTestSuccess {
        data {
          method
          path
          why
          expectedStatus
          status
          ok
          ms
        }
      }
      ... on RateLimitedError {
        message
      }
    }
  }
`;

export type SelfTestState =
  { kind: "idle" } | { kind: "done"; checks: readonly SelfTestCheck[]; ranAt: string } | { kind: "refused"; message: string };

/** Runs the platform self-test (at most 6 a minute per client); keeps the latest result or refusal. */
export function useRunSelfTest(): { run: () => void; state: SelfTestState; isRunning: boolean } {
  const [commit, isRunning] = useMutation<useRunSelfTestMutation>(runSelfTestMutation);
  const [state, setState] = useState<SelfTestState>({ kind: "idle" });
  const { toast } = useToast();
  const run = useCallback(() => {
    const refuse = (message: string) => {
      setState({ kind: "refused", message });
      toast({ title: "Self-test not run", description: message, variant: "destructive" });
    };
    commit({
      variables: {},
      onCompleted: ({ runPlatformSelfTest: result }) => {
        if (result.__typename === "MutationRunPlatformSelfTestSuccess")
          setState({ kind: "done", checks: result.data, ranAt: new Date().toISOString() });
        else refuse("message" in result ? result.message : "The self-test could not run.");
      },
      onError: () => refuse("Could not reach the server. Check your connection and try again."),
    });
  }, [commit, toast]);
  return { run, state, isRunning };
}
