import { useEffect, useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useBubblesMutation, useBubblesMutation$data } from "./__generated__/useBubblesMutation.graphql";

const bubblesMutation = graphql`
  mutation useBubblesMutation {
    rewardBubbles {
      ... on MutationRewardBubblesSuccess {
        data {
          id
          value
          color
          icon
          x
          y
          expiresAt
        }
      }
    }
  }
`;

export type Bubble = NonNullable<useBubblesMutation$data["rewardBubbles"]["data"]>[number];

/** Asks the server for bubbles every 5 s while the page is visible; the server decides when one is due. */
export function useBubbles(): [Bubble[], (id: string) => void] {
  const [commit] = useMutation<useBubblesMutation>(bubblesMutation);
  const [bubbles, setBubbles] = useState<Bubble[]>([]);
  useEffect(() => {
    const fetchBubbles = () => {
      if (document.visibilityState !== "visible") return;
      commit({ variables: {}, onCompleted: (response) => response.rewardBubbles.data && setBubbles([...response.rewardBubbles.data]) });
    };
    fetchBubbles();
    const poll = setInterval(fetchBubbles, 5000);
    // A bubble leaves the screen when its 8 s are over, even between polls.
    const expire = setInterval(
      () => setBubbles((live) => live.filter((bubble) => Date.parse(String(bubble.expiresAt)) > Date.now())),
      1000,
    );
    return () => (clearInterval(poll), clearInterval(expire));
  }, [commit]);
  return [bubbles, (id) => setBubbles((live) => live.filter((bubble) => bubble.id !== id))];
}
