import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { formatIstTime } from "../../lib/format-ist";
import { useToast } from "../../ui/useToast";
import type { useRunHealthChecksMutation } from "./__generated__/useRunHealthChecksMutation.graphql";

const runHealthChecksMutation = graphql`
  mutation useRunHealthChecksMutation {
    runHealthChecks {
      status {
        id
        lastRoundAt
        ...StatusBoard_status
      }
    }
  }
`;

/** The status page's manual retry: asks the api for a fresh round; the result lands in the store. */
export function useRunHealthChecks(): { runChecks: () => void; isRunning: boolean } {
  const [commit, isRunning] = useMutation<useRunHealthChecksMutation>(runHealthChecksMutation);
  const { toast } = useToast();
  const runChecks = useCallback(() => {
    commit({
      variables: {},
      onCompleted: (response) => {
        const at = response.runHealthChecks.status.lastRoundAt;
        toast({ title: "Checks complete", description: at ? `Showing results from ${formatIstTime(at)}.` : undefined });
      },
      onError: (error) => toast({ title: "Could not run the checks", description: error.message, variant: "destructive" }),
    });
  }, [commit, toast]);
  return { runChecks, isRunning };
}
