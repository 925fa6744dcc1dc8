import { graphql, useFragment } from "react-relay/hooks";
import { formatActionTime, formatDuration } from "./action-format";
import { ActionChipView } from "./ActionChipView";
import type { ActionChip_action$key } from "./__generated__/ActionChip_action.graphql";

/** Something Ria did for a message: its type, title, IST time and length, and whether it worked. */
export function ActionChip({ action }: { action: ActionChip_action$key }) {
  const data = useFragment(
    graphql`
      fragment ActionChip_action on ChatAction {
        type
        status
        title
        at
        durationMinutes
      }
    `,
    action,
  );
  const when =
    data.at || data.durationMinutes ? (
      <>
        {data.at && <time dateTime={data.at}>{formatActionTime(data.at)}</time>}
        {data.at && data.durationMinutes ? " · " : null}
        {data.durationMinutes ? formatDuration(data.durationMinutes) : null}
      </>
    ) : undefined;
  return <ActionChipView type={data.type} status={data.status} title={data.title} when={when} />;
}
