import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useEmailApprovalsAddVipMutation } from "./__generated__/useEmailApprovalsAddVipMutation.graphql";
import type { useEmailApprovalsApproveMutation } from "./__generated__/useEmailApprovalsApproveMutation.graphql";
import type { useEmailApprovalsDiscardMutation } from "./__generated__/useEmailApprovalsDiscardMutation.graphql";
import type { useEmailApprovalsRemoveVipMutation } from "./__generated__/useEmailApprovalsRemoveVipMutation.graphql";
import { dropAwaitingReply, setEmailVips } from "./email-approvals-store";

const approveMutation = graphql`
  mutation useEmailApprovalsApproveMutation($id: ID!, $text: String) {
    approveEmailReply(id: $id, text: $text) {
      __typename
      ... on MutationApproveEmailReplySuccess {
        data {
          id
          to
          text
          status
          delivery
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const discardMutation = graphql`
  mutation useEmailApprovalsDiscardMutation($id: ID!) {
    discardEmailReply(id: $id) {
      __typename
      ... on MutationDiscardEmailReplySuccess {
        data {
          id
          to
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const addVipMutation = graphql`
  mutation useEmailApprovalsAddVipMutation($address: String!) {
    addEmailVip(address: $address) {
      __typename
      ... on MutationAddEmailVipSuccess {
        data
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const removeVipMutation = graphql`
  mutation useEmailApprovalsRemoveVipMutation($address: String!) {
    removeEmailVip(address: $address)
  }
`;

/** What deciding on a reply gave: done (sent or discarded), refused with the server's words, or nothing at all. */
export type DecisionOutcome =
  { kind: "done"; to: string; delivery?: string | null } | { kind: "refused"; message: string; aboutText: boolean } | { kind: "failed" };

/** What adding a VIP gave: the list now, a refusal for the address field, or nothing at all. */
export type VipOutcome = { kind: "added" } | { kind: "refused"; message: string } | { kind: "failed" };

/** Approves (sends, as edited) or discards one drafted reply; each leaves the awaiting list when it succeeds. */
export function useDecideEmailReply(): {
  approve: (id: string, text: string, done: (outcome: DecisionOutcome) => void) => void;
  discard: (id: string, done: (outcome: DecisionOutcome) => void) => void;
  isDeciding: boolean;
} {
  const [commitApprove, isApproving] = useMutation<useEmailApprovalsApproveMutation>(approveMutation);
  const [commitDiscard, isDiscarding] = useMutation<useEmailApprovalsDiscardMutation>(discardMutation);
  const approve = useCallback(
    (id: string, text: string, done: (outcome: DecisionOutcome) => void) =>
      commitApprove({
        variables: { id, text },
        updater: (store, response) => {
          if (response?.approveEmailReply.__typename === "MutationApproveEmailReplySuccess") dropAwaitingReply(store, id);
        },
        onCompleted: ({ approveEmailReply: result }) => {
          if (result.__typename === "MutationApproveEmailReplySuccess" && result.data) {
            return done({ kind: "done", to: result.data.to, delivery: result.data.delivery });
          }
          if (result.__typename === "%other") return done({ kind: "failed" });
          const field = "fields" in result ? result.fields?.find(({ field: name }) => name === "text")?.message : undefined;
          done({ kind: "refused", message: field ?? result.message ?? "This reply could not be sent.", aboutText: !!field });
        },
        onError: () => done({ kind: "failed" }),
      }),
    [commitApprove],
  );
  const discard = useCallback(
    (id: string, done: (outcome: DecisionOutcome) => void) =>
      commitDiscard({
        variables: { id },
        updater: (store, response) => {
          if (response?.discardEmailReply.__typename === "MutationDiscardEmailReplySuccess") dropAwaitingReply(store, id);
        },
        onCompleted: ({ discardEmailReply: result }) => {
          if (result.__typename === "MutationDiscardEmailReplySuccess" && result.data) return done({ kind: "done", to: result.data.to });
          if (result.__typename === "%other") return done({ kind: "failed" });
          done({ kind: "refused", message: result.message ?? "This reply could not be discarded.", aboutText: false });
        },
        onError: () => done({ kind: "failed" }),
      }),
    [commitDiscard],
  );
  return { approve, discard, isDeciding: isApproving || isDiscarding };
}

/** Adds and removes the client's VIP senders; each answer is the whole list, which replaces the card's. */
export function useEmailVips(): {
  add: (address: string, done: (outcome: VipOutcome) => void) => void;
  remove: (address: string, failed: () => void) => void;
  isAdding: boolean;
  isRemoving: boolean;
} {
  const [commitAdd, isAdding] = useMutation<useEmailApprovalsAddVipMutation>(addVipMutation);
  const [commitRemove, isRemoving] = useMutation<useEmailApprovalsRemoveVipMutation>(removeVipMutation);
  const add = useCallback(
    (address: string, done: (outcome: VipOutcome) => void) =>
      commitAdd({
        variables: { address },
        updater: (store, response) => {
          const answer = response?.addEmailVip;
          if (answer?.__typename === "MutationAddEmailVipSuccess" && answer.data) setEmailVips(store, answer.data);
        },
        onCompleted: ({ addEmailVip: result }) => {
          if (result.__typename === "MutationAddEmailVipSuccess") return done({ kind: "added" });
          if (result.__typename === "%other") return done({ kind: "failed" });
          const field = "fields" in result ? result.fields?.find(({ field: name }) => name === "address")?.message : undefined;
          done({ kind: "refused", message: field ?? result.message ?? "That address could not be added." });
        },
        onError: () => done({ kind: "failed" }),
      }),
    [commitAdd],
  );
  const remove = useCallback(
    (address: string, failed: () => void) =>
      commitRemove({
        variables: { address },
        updater: (store, response) => {
          if (response) setEmailVips(store, response.removeEmailVip);
        },
        onError: failed,
      }),
    [commitRemove],
  );
  return { add, remove, isAdding, isRemoving };
}
